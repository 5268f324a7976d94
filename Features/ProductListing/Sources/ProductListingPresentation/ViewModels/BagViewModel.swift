import Analytics
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// The bag: its lines, their quantities and totals; quantities changed, lines
/// removed or moved to the wishlist.
@MainActor
@Observable
public final class BagViewModel {
    public private(set) var state: ScreenState<BagDomainModel, ProductListingFailure> = .loading

    @ObservationIgnored private let viewBagUseCase: ViewBagUseCase
    @ObservationIgnored private let changeBagLineQuantityUseCase: ChangeBagLineQuantityUseCase
    @ObservationIgnored private let removeBagLineUseCase: RemoveBagLineUseCase
    @ObservationIgnored private let moveBagLineToWishlistUseCase: MoveBagLineToWishlistUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    @ObservationIgnored private let toggles: ProductListingTogglesReading

    public init(
        viewBagUseCase: ViewBagUseCase, changeBagLineQuantityUseCase: ChangeBagLineQuantityUseCase,
        removeBagLineUseCase: RemoveBagLineUseCase, moveBagLineToWishlistUseCase: MoveBagLineToWishlistUseCase,
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        analytics: AnalyticsTracker = .disabled, toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        self.viewBagUseCase = viewBagUseCase
        self.changeBagLineQuantityUseCase = changeBagLineQuantityUseCase
        self.removeBagLineUseCase = removeBagLineUseCase
        self.moveBagLineToWishlistUseCase = moveBagLineToWishlistUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.toggles = toggles
    }

    /// Whether the `wishlist` toggle is on now: `move` and its hint are there only then.
    public var isWishlistOn: Bool { toggles().wishlist }

    /// The lines on screen now, in order.
    public var visibleLines: [BagLineDomainModel] {
        state.loadedContent?.lines ?? []
    }

    public func screenAppeared() async {
        analytics.track(ProductListingAnalyticsEvent.bagViewed)
        await reload()
    }

    private func reload() async {
        do {
            show(try await viewBagUseCase.execute())
        } catch {
            state = .failure(ProductListingFailure(error))
        }
    }

    public func quantityChanged(line: BagLineDomainModel, to quantity: Int) async -> ShoppingNotice {
        await change {
            let change = try await changeBagLineQuantityUseCase.execute(sku: line.sku, quantity: quantity)
            show(change.bag)
            switch change.outcome {
            case .changed: return .quantityChanged
            case .cappedAtStock: return .quantityCapped(change.line)
            case .removed:
                analytics.track(ProductListingAnalyticsEvent.removedFromBag(styleNumber: line.styleNumber, sku: line.sku))
                return .removedFromBag(change.line)
            }
        }
    }

    public func removeTapped(line: BagLineDomainModel) async -> ShoppingNotice {
        await change {
            show(try await removeBagLineUseCase.execute(sku: line.sku))
            analytics.track(ProductListingAnalyticsEvent.removedFromBag(styleNumber: line.styleNumber, sku: line.sku))
            return .removedFromBag(line)
        }
    }

    public func moveToWishlistTapped(line: BagLineDomainModel) async -> ShoppingNotice {
        guard isWishlistOn else { return .wishlistUnavailable }
        return await change {
            show(try await moveBagLineToWishlistUseCase.execute(sku: line.sku))
            analytics.track(ProductListingAnalyticsEvent.removedFromBag(styleNumber: line.styleNumber, sku: line.sku))
            analytics.track(ProductListingAnalyticsEvent.addedToWishlist(styleNumber: line.styleNumber))
            return .movedToWishlist(line)
        }
    }

    public func productTapped(line: BagLineDomainModel) {
        flowStepEmitter.emit(.productTappedFromBag(styleNumber: line.styleNumber, colourId: line.colourId))
    }

    /// Runs `work`; when it fails the bag is read again, so the screen shows what is saved.
    private func change(_ work: () async throws -> ShoppingNotice) async -> ShoppingNotice {
        await ShoppingNotice.of(work, orAfterReloading: reload)
    }

    private func show(_ bag: BagDomainModel) {
        state = .loaded(bag, isEmpty: \.isEmpty)
    }
}
