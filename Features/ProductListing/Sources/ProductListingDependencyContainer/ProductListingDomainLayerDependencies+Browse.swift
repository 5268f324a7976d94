import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain

/// The use cases of browsing, filtering, searching and the listing's layout.
extension ProductListingDomainLayerDependencies {
    private var catalog: ProductCatalogRepository { dataLayer.getProductCatalogRepository() }
    private var recentSearches: RecentProductSearches {
        RecentProductSearches(repository: dataLayer.getProductSearchHistoryRepository())
    }
    private var layout: ProductListingLayout {
        ProductListingLayout(repository: dataLayer.getProductListingPreferencesRepository())
    }

    public func getFilterProductListingUseCase() -> FilterProductListingUseCase {
        FilterProductListingUseCase(resolveFilters: ResolveProductFilters(repository: catalog), getPage: GetProductListingPage(repository: catalog))
    }

    public func getViewProductListingFiltersUseCase() -> ViewProductListingFiltersUseCase {
        ViewProductListingFiltersUseCase(getFacets: GetProductListingFacets(repository: catalog))
    }

    public func getSearchProductListingUseCase() -> SearchProductListingUseCase {
        SearchProductListingUseCase(getPage: GetProductListingPage(repository: catalog), recentSearches: recentSearches)
    }

    public func getViewRecentProductSearchesUseCase() -> ViewRecentProductSearchesUseCase {
        ViewRecentProductSearchesUseCase(recentSearches: recentSearches)
    }

    public func getClearRecentProductSearchesUseCase() -> ClearRecentProductSearchesUseCase {
        ClearRecentProductSearchesUseCase(recentSearches: recentSearches)
    }

    public func getSuggestProductsUseCase() -> SuggestProductsUseCase {
        SuggestProductsUseCase(getSuggestions: GetProductSuggestions(repository: catalog))
    }

    public func getBrowseProductCategoriesUseCase() -> BrowseProductCategoriesUseCase {
        BrowseProductCategoriesUseCase(getCategories: GetProductCategories(repository: catalog))
    }

    public func getBrowseProductBrandsUseCase() -> BrowseProductBrandsUseCase {
        BrowseProductBrandsUseCase(getBrands: GetProductBrands(repository: catalog))
    }

    public func getViewProductListingLayoutUseCase() -> ViewProductListingLayoutUseCase {
        ViewProductListingLayoutUseCase(layout: layout)
    }

    public func getChangeProductListingLayoutUseCase() -> ChangeProductListingLayoutUseCase {
        ChangeProductListingLayoutUseCase(layout: layout)
    }
}
