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

    init(_ source: FakeProductsRemoteSource, maxAge: TimeInterval = 3_600) throws {
        self.source = source
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let repository = RemoteProductCatalogRepository(
            dao: RemoteProductPagesDAO(database: database), source: source,
            cachePolicy: ProductCatalogCachePolicy(maxAge: maxAge), clock: clock
        )
        getPage = GetRemoteProductListingPage(repository: repository, clock: clock)
        getProduct = GetRemoteProductDetails(
            repository: repository,
            details: GetProductDetails(repository: ProductCatalogRepository(database: database, bundledCatalog: nil, holdsServerProducts: true))
        )
    }

    var viewProductListing: ViewProductListingUseCase { ViewProductListingUseCase(getPage: getPage) }
    var sortProductListing: SortProductListingUseCase { SortProductListingUseCase(getPage: getPage) }
    var refreshProductListing: RefreshProductListingUseCase { RefreshProductListingUseCase(refreshPage: getPage) }
    var viewProductDetails: ViewProductDetailsUseCase { ViewProductDetailsUseCase(getProduct: getProduct) }
}
