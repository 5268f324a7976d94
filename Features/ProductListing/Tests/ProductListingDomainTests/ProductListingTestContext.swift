import Foundation
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import TestSupport

/// The use cases on their real interface implementations, over an in-memory
/// database holding a small catalog.
struct ProductListingTestContext {
    let database: AppDatabase
    let repository: ProductCatalogRepository
    let getPage: GetProductListingPage
    let getProduct: GetProductDetails

    init(_ lines: [String]) throws {
        database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        repository = ProductCatalogRepository(database: database, bundledCatalog: try ProductCatalogFixture.file(lines))
        getPage = GetProductListingPage(repository: repository)
        getProduct = GetProductDetails(repository: repository)
    }

    var viewProductListing: ViewProductListingUseCase { ViewProductListingUseCase(getPage: getPage) }
    var sortProductListing: SortProductListingUseCase { SortProductListingUseCase(getPage: getPage) }
    var viewProductDetails: ViewProductDetailsUseCase { ViewProductDetailsUseCase(getProduct: getProduct) }
    var filterProductListing: FilterProductListingUseCase {
        FilterProductListingUseCase(resolveFilters: ResolveProductFilters(repository: repository), getPage: getPage)
    }
    var viewProductListingFilters: ViewProductListingFiltersUseCase {
        ViewProductListingFiltersUseCase(getFacets: GetProductListingFacets(repository: repository))
    }
    var recentSearches: RecentProductSearches {
        RecentProductSearches(repository: ProductSearchHistoryRepository(database: database))
    }
    var searchProductListing: SearchProductListingUseCase {
        SearchProductListingUseCase(getPage: getPage, recentSearches: recentSearches)
    }
    var viewRecentSearches: ViewRecentProductSearchesUseCase { ViewRecentProductSearchesUseCase(recentSearches: recentSearches) }
    var clearRecentSearches: ClearRecentProductSearchesUseCase {
        ClearRecentProductSearchesUseCase(recentSearches: recentSearches)
    }
    var removeRecentSearch: RemoveRecentProductSearchUseCase {
        RemoveRecentProductSearchUseCase(recentSearches: recentSearches)
    }
    var suggestProducts: SuggestProductsUseCase {
        SuggestProductsUseCase(getSuggestions: GetProductSuggestions(repository: repository))
    }
    var browseCategories: BrowseProductCategoriesUseCase {
        BrowseProductCategoriesUseCase(getCategories: GetProductCategories(repository: repository))
    }
    var browseBrands: BrowseProductBrandsUseCase {
        BrowseProductBrandsUseCase(getBrands: GetProductBrands(repository: repository))
    }
    var layout: ProductListingLayout { ProductListingLayout(repository: ProductListingPreferencesRepository(database: database)) }
    var viewLayout: ViewProductListingLayoutUseCase { ViewProductListingLayoutUseCase(layout: layout) }
    var changeLayout: ChangeProductListingLayoutUseCase { ChangeProductListingLayoutUseCase(layout: layout) }

    /// The style numbers of the first page of `query` after `changes`.
    func filtered(
        _ changes: [ProductListingFilterChangeDomainModel],
        in query: ProductListingQueryDomainModel = ProductListingQueryDomainModel()
    )
        async throws -> [String]
    {
        try await filterProductListing.execute(changes, in: query).products.map(\.styleNumber)
    }
}
