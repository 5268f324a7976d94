import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain

/// The use cases of browsing, filtering, searching and the listing's layout.
extension ProductListingDomainLayerDependencies {
    private var recentSearches: RecentProductSearches {
        RecentProductSearches(repository: dataLayer.getProductSearchHistoryRepository())
    }
    private var layout: ProductListingLayout {
        ProductListingLayout(repository: dataLayer.getProductListingPreferencesRepository())
    }

    public func getFilterProductListingUseCase() -> FilterProductListingUseCase {
        FilterProductListingUseCase(resolveFilters: resolveFilters, getPage: getPage())
    }

    public func getViewProductListingFiltersUseCase() -> ViewProductListingFiltersUseCase {
        ViewProductListingFiltersUseCase(getFacets: getFacets)
    }

    public func getSearchProductListingUseCase() -> SearchProductListingUseCase {
        SearchProductListingUseCase(getPage: getPage(), recentSearches: recentSearches)
    }

    public func getViewRecentProductSearchesUseCase() -> ViewRecentProductSearchesUseCase {
        ViewRecentProductSearchesUseCase(recentSearches: recentSearches)
    }

    public func getRemoveRecentProductSearchUseCase() -> RemoveRecentProductSearchUseCase {
        RemoveRecentProductSearchUseCase(recentSearches: recentSearches)
    }

    public func getClearRecentProductSearchesUseCase() -> ClearRecentProductSearchesUseCase {
        ClearRecentProductSearchesUseCase(recentSearches: recentSearches)
    }

    public func getSuggestProductsUseCase() -> SuggestProductsUseCase {
        SuggestProductsUseCase(getSuggestions: getSuggestions)
    }

    /// `nil` when the products have no menu of pages and links (the catalog on this device).
    public func getViewProductStoreLinksUseCase() -> ViewProductStoreLinksUseCase? {
        getStoreLinks.map { ViewProductStoreLinksUseCase(getStoreLinks: $0) }
    }

    public func getBrowseProductCategoriesUseCase() -> BrowseProductCategoriesUseCase {
        BrowseProductCategoriesUseCase(getCategories: getCategories)
    }

    public func getBrowseProductBrandsUseCase() -> BrowseProductBrandsUseCase {
        BrowseProductBrandsUseCase(getBrands: getBrands)
    }

    public func getSearchProductBrandsUseCase() -> SearchProductBrandsUseCase {
        SearchProductBrandsUseCase(index: ProductBrandIndex())
    }

    public func getViewProductListingLayoutUseCase() -> ViewProductListingLayoutUseCase {
        ViewProductListingLayoutUseCase(layout: layout)
    }

    public func getChangeProductListingLayoutUseCase() -> ChangeProductListingLayoutUseCase {
        ChangeProductListingLayoutUseCase(layout: layout)
    }
}
