import Foundation
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import TestSupport

/// The use cases on their real products-server implementations, over an in-memory
/// database and an in-memory server, with a clock the test moves.
struct RemoteProductListingTestContext {
    let source: FakeProductsRemoteSource
    let clock = AdjustableTestClock()
    let getPage: GetRemoteProductListingPage
    let getProduct: GetRemoteProductDetails
    let catalog: RemoteProductCatalogRepository
    let browse: RemoteProductBrowseRepository

    init(_ source: FakeProductsRemoteSource, maxAge: TimeInterval = 3_600) throws {
        self.source = source
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let repository = RemoteProductCatalogRepository(
            dao: RemoteProductPagesDAO(database: database), source: source,
            cachePolicy: ProductCatalogCachePolicy(maxAge: maxAge), clock: clock
        )
        catalog = repository
        browse = RemoteProductBrowseRepository(
            pagesDAO: RemoteProductPagesDAO(database: database), documents: RemoteProductDocumentsDAO(database: database),
            source: source,
            cachePolicy: ProductCatalogCachePolicy(maxAge: maxAge), clock: clock
        )
        getPage = GetRemoteProductListingPage(repository: repository, clock: clock, browse: browse)
        getProduct = GetRemoteProductDetails(
            repository: repository,
            details: GetProductDetails(
                repository: ProductCatalogRepository(database: database, bundledCatalog: nil, holdsServerProducts: true))
        )
    }

    var viewProductListing: ViewProductListingUseCase { ViewProductListingUseCase(getPage: getPage) }
    var sortProductListing: SortProductListingUseCase { SortProductListingUseCase(getPage: getPage) }
    var refreshProductListing: RefreshProductListingUseCase { RefreshProductListingUseCase(refreshPage: getPage) }
    var viewProductDetails: ViewProductDetailsUseCase { ViewProductDetailsUseCase(getProduct: getProduct) }

    var browseCategories: BrowseProductCategoriesUseCase {
        BrowseProductCategoriesUseCase(getCategories: GetRemoteProductCategories(repository: browse))
    }
    var browseBrands: BrowseProductBrandsUseCase {
        BrowseProductBrandsUseCase(getBrands: GetRemoteProductBrands(repository: browse))
    }
    var viewFilters: ViewProductListingFiltersUseCase {
        ViewProductListingFiltersUseCase(getFacets: GetRemoteProductListingFacets(repository: catalog))
    }
    var suggestProducts: SuggestProductsUseCase {
        SuggestProductsUseCase(getSuggestions: GetRemoteProductSuggestions(repository: browse))
    }
    var filterProductListing: FilterProductListingUseCase {
        FilterProductListingUseCase(
            resolveFilters: ResolveRemoteProductFilters(catalog: catalog, browse: browse), getPage: getPage)
    }
    var searchProductListing: SearchProductListingUseCase {
        SearchProductListingUseCase(getPage: getPage, recentSearches: NoRecentProductSearches())
    }
}

/// Recent searches that keep nothing, for use cases whose searches are not the point.
struct NoRecentProductSearches: RecentProductSearchesInterface {
    func rememberSearch(_ text: String) async throws {}
    func getRecentSearches() async throws -> [String] { [] }
    func removeRecentSearch(_ text: String) async throws {}
    func clearRecentSearches() async throws {}
}
