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

    @ObservationIgnored private let browseProductCategoriesUseCase: BrowseProductCategoriesUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        browseProductCategoriesUseCase: BrowseProductCategoriesUseCase, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.browseProductCategoriesUseCase = browseProductCategoriesUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
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
    }

    public func categoryTapped(id: String) {
        flowStepEmitter.emit(.categoryTappedFromProductCategories(categoryId: id))
    }
}
