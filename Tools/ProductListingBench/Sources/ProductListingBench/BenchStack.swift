import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain

/// The app's full stack on the bench's database, built as `ProductListingDataLayerDependencies`
/// and `ProductListingDomainLayerDependencies` build it for the catalog on the device: one
/// catalog repository sharing one browse index in memory and one readiness mark, the
/// interface implementations on it, the use cases on those.
struct BenchStack: Sendable {
    let catalog: ProductCatalogRepository
    let lists: ShoppingListsRepository
    let searchHistory: ProductSearchHistoryRepository

    init(database: AppDatabase) {
        catalog = ProductCatalogRepository(
            database: database, bundledCatalog: nil, readiness: ProductCatalogReadiness(), browseIndex: ProductBrowseIndexStore()
        )
        lists = ShoppingListsRepository(database: database)
        searchHistory = ProductSearchHistoryRepository(database: database)
    }

    var viewListing: ViewProductListingUseCase {
        ViewProductListingUseCase(getPage: GetProductListingPage(repository: catalog))
    }

    var searchListing: SearchProductListingUseCase {
        SearchProductListingUseCase(
            getPage: GetProductListingPage(repository: catalog), recentSearches: RecentProductSearches(repository: searchHistory)
        )
    }

    var viewFilters: ViewProductListingFiltersUseCase {
        ViewProductListingFiltersUseCase(getFacets: GetProductListingFacets(repository: catalog))
    }

    var viewDetails: ViewProductDetailsUseCase {
        ViewProductDetailsUseCase(getProduct: GetProductDetails(repository: catalog))
    }

    private var bag: ShoppingBag {
        ShoppingBag(catalogRepository: catalog, listsRepository: lists)
    }

    var addToBag: AddProductToBagUseCase { AddProductToBagUseCase(bag: bag) }
    var changeQuantity: ChangeBagLineQuantityUseCase { ChangeBagLineQuantityUseCase(bag: bag) }
    var removeLine: RemoveBagLineUseCase { RemoveBagLineUseCase(bag: bag) }
    var viewBag: ViewBagUseCase { ViewBagUseCase(bag: bag) }
}
