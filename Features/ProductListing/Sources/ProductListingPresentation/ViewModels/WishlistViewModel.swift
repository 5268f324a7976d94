import Analytics
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// The wishlist: saved products, taken off or moved one at a time to the bag.
@MainActor
@Observable
public final class WishlistViewModel {
    public private(set) var state: ScreenState<[WishlistItemDomainModel], ProductListingFailure> = .loading

    @ObservationIgnored private let viewWishlistUseCase: ViewWishlistUseCase
    @ObservationIgnored private let removeWishlistItemUseCase: RemoveWishlistItemUseCase
    @ObservationIgnored private let moveWishlistItemToBagUseCase: MoveWishlistItemToBagUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    @ObservationIgnored private let toggles: ProductListingTogglesReading

    public init(
        viewWishlistUseCase: ViewWishlistUseCase, removeWishlistItemUseCase: RemoveWishlistItemUseCase,
        moveWishlistItemToBagUseCase: MoveWishlistItemToBagUseCase, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        analytics: AnalyticsTracker = .disabled, toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        self.viewWishlistUseCase = viewWishlistUseCase
        self.removeWishlistItemUseCase = removeWishlistItemUseCase
        self.moveWishlistItemToBagUseCase = moveWishlistItemToBagUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.toggles = toggles
    }

    /// Whether the `wishlist` toggle is on now. Off, the screen says so, lists no command, and
    /// neither tracks nor reads (nor asks the account for) the wishlist.
    public var isAvailable: Bool { toggles().wishlist }

    /// The items on screen now, in order.
    public var visibleItems: [WishlistItemDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        guard isAvailable else { return }
        analytics.track(ProductListingAnalyticsEvent.wishlistViewed)
        await reload()
    }

    private func reload() async {
        do {
            state = .loaded(try await viewWishlistUseCase.execute())
        } catch {
            state = .failure(ProductListingFailure(error))
        }
    }

    public func removeTapped(item: WishlistItemDomainModel) async -> ShoppingNotice {
        guard isAvailable else { return .wishlistUnavailable }
        return await change {
            state = .loaded(try await removeWishlistItemUseCase.execute(item))
            analytics.track(ProductListingAnalyticsEvent.removedFromWishlist(styleNumber: item.styleNumber))
            return .removedFromWishlist(item)
        }
    }

    /// Moves one of `item` to the bag in `size` (as typed), or in the size it was saved with.
    public func addToBagTapped(item: WishlistItemDomainModel, size: String?) async -> ShoppingNotice {
        guard isAvailable else { return .wishlistUnavailable }
        return await change {
            let move = try await moveWishlistItemToBagUseCase.execute(item, size: size)
            state = .loaded(move.items)
            analytics.track(ProductListingAnalyticsEvent.removedFromWishlist(styleNumber: item.styleNumber))
            analytics.track(ProductListingAnalyticsEvent.addedToBag(styleNumber: item.styleNumber, sku: move.line.sku))
            return .movedToBag(move.line)
        }
    }

    public func productTapped(item: WishlistItemDomainModel) {
        guard isAvailable else { return }
        flowStepEmitter.emit(.productTappedFromWishlist(styleNumber: item.styleNumber, colourId: item.colourId))
    }

    /// Runs `work`; when it fails the wishlist is read again, so the screen shows what is saved.
    private func change(_ work: () async throws -> ShoppingNotice) async -> ShoppingNotice {
        await ShoppingNotice.of(work, orAfterReloading: reload)
    }
}
