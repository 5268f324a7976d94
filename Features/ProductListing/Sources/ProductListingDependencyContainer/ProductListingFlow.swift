import ProductListingDomain
import ProductListingPresentation
import Navigation

/// Coordinates the ProductListing screens, for the app and the Demo alike: the
/// listing, and a product's details pushed on top of it; categories and brands,
/// each leading to a listing of its own.
@MainActor
public final class ProductListingFlow: Flow {
    private let diContainer: ProductListingDiContainer
    private let flowStepEmitter = FlowStepEmitter<ProductListingFlowStep>()

    public init(diContainer: ProductListingDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter))
    }

    func navigate(to step: ProductListingFlowStep) {
        switch step {
        case .productTappedFromProductListing(let styleNumber):
            push(diContainer.makeProductDetailsView(styleNumber: styleNumber))
        case .categoriesTappedFromProductListing:
            push(diContainer.makeProductCategoriesView(flowStepEmitter: flowStepEmitter))
        case .brandsTappedFromProductListing:
            push(diContainer.makeProductBrandsView(flowStepEmitter: flowStepEmitter))
        case .categoryTappedFromProductCategories(let categoryId):
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter, query: ProductListingQueryDomainModel(categoryId: categoryId)))
        case .brandTappedFromProductBrands(let brandId):
            let query = ProductListingQueryDomainModel(filters: ProductListingFiltersDomainModel(brandIds: [brandId]))
            push(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter, query: query))
        }
    }
}
