import Navigation
import ProductListingDomain
import ProductListingPresentation

/// Coordinates the ProductListing screens, for the app and the Demo alike: the
/// listing, and a product's details pushed on top of it; categories and brands,
/// each leading to a listing of its own; suggestions, each leading to a search, a
/// brand's listing or a product; the bag and the wishlist.
@MainActor
public final class ProductListingFlow: Flow {
    let diContainer: ProductListingDiContainer
    let flowStepEmitter = FlowStepEmitter<ProductListingFlowStep>()
    private let startScreen: Start

    public init(diContainer: ProductListingDiContainer, navigation: NavigationStack, start: Start = .listing) {
        self.diContainer = diContainer
        startScreen = start
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        switch startScreen {
        case .listing: push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter))
        case .bag: navigate(to: .bagTappedFromAnywhere)
        case .wishlist: navigate(to: .wishlistTappedFromAnywhere)
        case .filteredListing(let query): push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter, query: query))
        case .productDetails(let styleNumber, let colourId):
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter))
            push(
                diContainer.makeProductDetailsView(styleNumber: styleNumber, colourId: colourId, flowStepEmitter: flowStepEmitter)
            )
        case .categories:
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter))
            navigate(to: .categoriesTappedFromProductListing)
        case .brands:
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter))
            navigate(to: .brandsTappedFromProductListing)
        }
    }

    func navigate(to step: ProductListingFlowStep) {
        switch step {
        case .productTappedFromProductListing(let styleNumber), .productTappedFromProductSuggestions(let styleNumber):
            push(diContainer.makeProductDetailsView(styleNumber: styleNumber, flowStepEmitter: flowStepEmitter))
        case .addToBagTappedFromProductDetails, .bagTappedFromAnywhere, .wishlistTappedFromAnywhere, .productTappedFromBag,
            .productTappedFromWishlist:
            navigateShopping(to: step)
        case .categoriesTappedFromProductListing:
            push(diContainer.makeProductCategoriesView(flowStepEmitter: flowStepEmitter))
        case .brandsTappedFromProductListing:
            push(diContainer.makeProductBrandsView(flowStepEmitter: flowStepEmitter))
        case .categoryTappedFromProductCategories(let categoryId):
            push(
                diContainer.makeProductListingView(
                    flowStepEmitter: flowStepEmitter, query: ProductListingQueryDomainModel(categoryId: categoryId)))
        case .brandTappedFromProductBrands(let brandId), .brandTappedFromProductSuggestions(let brandId):
            let query = ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: [brandId]))
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter, query: query))
        case .suggestionsShownFromProductListing(let suggestions):
            push(diContainer.makeProductSuggestionsView(suggestions: suggestions, flowStepEmitter: flowStepEmitter))
        case .searchTappedFromProductSuggestions(let text):
            let query = ProductListingQueryDomainModel(sort: .relevance, searchText: text)
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter, query: query))
        }
    }
}
