import Navigation
import ProductListingDomain
import ProductListingPresentation

/// The screens and view models of browsing: categories, brands, search help.
extension ProductListingDiContainer {
    var listingUseCases: ProductListingUseCases {
        ProductListingUseCases(
            view: domainLayer.getViewProductListingUseCase(),
            sort: domainLayer.getSortProductListingUseCase(),
            filter: domainLayer.getFilterProductListingUseCase(),
            viewFilters: domainLayer.getViewProductListingFiltersUseCase(),
            search: domainLayer.getSearchProductListingUseCase(),
            viewLayout: domainLayer.getViewProductListingLayoutUseCase(),
            changeLayout: domainLayer.getChangeProductListingLayoutUseCase()
        )
    }

    @MainActor
    func makeProductSearchSuggestionsViewModel() -> ProductSearchSuggestionsViewModel {
        ProductSearchSuggestionsViewModel(
            viewRecentSearchesUseCase: domainLayer.getViewRecentProductSearchesUseCase(),
            clearRecentSearchesUseCase: domainLayer.getClearRecentProductSearchesUseCase(),
            removeRecentSearchUseCase: domainLayer.getRemoveRecentProductSearchUseCase(),
            suggestProductsUseCase: domainLayer.getSuggestProductsUseCase()
        )
    }

    @MainActor
    public func makeProductCategoriesView(flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) -> ProductCategoriesView {
        ProductCategoriesView(
            viewModel: ProductCategoriesViewModel(
                browseProductCategoriesUseCase: domainLayer.getBrowseProductCategoriesUseCase(),
                viewStoreLinksUseCase: domainLayer.getViewProductStoreLinksUseCase(), flowStepEmitter: flowStepEmitter,
                analytics: analytics, toggles: toggles
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeProductBrandsView(flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) -> ProductBrandsView {
        ProductBrandsView(
            viewModel: ProductBrandsViewModel(
                browseProductBrandsUseCase: domainLayer.getBrowseProductBrandsUseCase(),
                searchProductBrandsUseCase: domainLayer.getSearchProductBrandsUseCase(), flowStepEmitter: flowStepEmitter),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeProductSuggestionsView(
        suggestions: ProductSuggestionsDomainModel, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    ) -> ProductSuggestionsView {
        ProductSuggestionsView(
            viewModel: ProductSuggestionsViewModel(suggestions: suggestions, flowStepEmitter: flowStepEmitter),
            currentAppLanguage: currentAppLanguage
        )
    }
}
