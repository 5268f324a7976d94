import Foundation
import ProductListingData
import Persistence

/// Builds the ProductListing feature's repository on the app database.
public struct ProductListingDataLayerDependencies: Sendable {
    let database: AppDatabase
    private let catalogFile: URL?

    /// `catalogFile` replaces the bundled catalog (tests use small ones).
    public init(database: AppDatabase, catalogFile: URL? = BundledProductCatalog.url) {
        self.database = database
        self.catalogFile = catalogFile
    }

    /// The catalog shipped with the feature.
    public static var bundledCatalogFile: URL? { BundledProductCatalog.url }

    public func getProductCatalogRepository() -> ProductCatalogRepository {
        ProductCatalogRepository(database: database, bundledCatalog: catalogFile)
    }
}
