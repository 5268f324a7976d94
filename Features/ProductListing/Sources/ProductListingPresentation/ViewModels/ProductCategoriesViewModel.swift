import Analytics
import Navigation
import Observation
import ProductListingDomain
import ReplKit

/// The navigation tree: every top level and the categories under it, each leading to its listing.
@MainActor
@Observable
public final class ProductCategoriesViewModel {
    public private(set) var state: ScreenState<[ProductCategoryDomainModel], ProductListingFailure> = .loading
    /// The menu's pages and outside links, shown under the categories; none when they could not be had.
    public private(set) var storeLinks: [ProductStoreLinkDomainModel] = []
    /// The links shown now: none while the `storeServices` toggle is off.
    public var visibleStoreLinks: [ProductStoreLinkDomainModel] { toggles().storeServices ? storeLinks : [] }

    @ObservationIgnored private let browseProductCategoriesUseCase: BrowseProductCategoriesUseCase
    @ObservationIgnored private let viewStoreLinksUseCase: ViewProductStoreLinksUseCase?
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    @ObservationIgnored private let toggles: ProductListingTogglesReading

    public init(
        browseProductCategoriesUseCase: BrowseProductCategoriesUseCase,
        viewStoreLinksUseCase: ViewProductStoreLinksUseCase? = nil,
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        analytics: AnalyticsTracker = .disabled, toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        self.browseProductCategoriesUseCase = browseProductCategoriesUseCase
        self.viewStoreLinksUseCase = viewStoreLinksUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.toggles = toggles
    }

    /// The nodes as listed, each top level followed by the nodes under it, with their depth.
    public var visibleNodes: [(category: ProductCategoryDomainModel, depth: Int)] {
        func flatten(_ nodes: [ProductCategoryDomainModel], depth: Int) -> [(category: ProductCategoryDomainModel, depth: Int)] {
            nodes.flatMap { [($0, depth)] + flatten($0.children, depth: depth + 1) }
        }
        return flatten(state.loadedContent ?? [], depth: 0)
    }

    public func screenAppeared() async {
        analytics.track(ProductListingAnalyticsEvent.categoriesViewed)
        do {
            state = .loaded(try await browseProductCategoriesUseCase.execute())
        } catch {
            state = .failure(ProductListingFailure(error))
        }
        // "Store & Services" is not asked for while its toggle is off.
        guard toggles().storeServices else { return }
        storeLinks = (try? await viewStoreLinksUseCase?.execute()) ?? []
    }

    public func categoryTapped(id: String) {
        flowStepEmitter.emit(.categoryTappedFromProductCategories(categoryId: id))
    }
}
