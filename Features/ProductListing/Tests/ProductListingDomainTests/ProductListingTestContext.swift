import Foundation
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import Persistence
import TestSupport

/// The use cases on their real interface implementations, over an in-memory
/// database holding a small catalog.
struct ProductListingTestContext {
    let getPage: GetProductListingPage
    let getProduct: GetProductDetails

    init(_ lines: [String]) throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let repository = ProductCatalogRepository(database: database, bundledCatalog: try ProductCatalogFixture.file(lines))
        getPage = GetProductListingPage(repository: repository)
        getProduct = GetProductDetails(repository: repository)
    }

    var viewProductListing: ViewProductListingUseCase { ViewProductListingUseCase(getPage: getPage) }
    var sortProductListing: SortProductListingUseCase { SortProductListingUseCase(getPage: getPage) }
    var viewProductDetails: ViewProductDetailsUseCase { ViewProductDetailsUseCase(getProduct: getProduct) }
}
