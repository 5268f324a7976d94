import AppCore
import Foundation
import Networking
import Persistence
import ProductListingData

/// Builds the ProductListing feature's repositories on the app database.
public struct ProductListingDataLayerDependencies: Sendable {
    let database: AppDatabase
    private let catalogFile: URL?
    /// What the configured source of products (a server, a catalog file) needs.
    public let source: ProductListingSourceDependencies
    private let readiness = ProductCatalogReadiness()
    /// The browse index in memory, shared by every repository of this database.
    private let browseIndex = ProductBrowseIndexStore()
    /// How the wishlist reaches the signed-in account (none: the wishlist stays the device's).
    let accountLinks: WishlistAccountLinks

    /// `catalogFile` replaces the bundled catalog (tests use small ones); `remoteSource`
    /// replaces the products server `configuration` names.
    public init(
        database: AppDatabase, catalogFile: URL? = BundledProductCatalog.url,
        configuration: ProductListingSourceConfiguration = ProductListingSourceConfiguration(),
        clock: any AppClock = SystemAppClock(),
        remoteSource: (any ProductsRemoteSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        accountLinks: WishlistAccountLinks = .none
    ) {
        self.database = database
        self.catalogFile = catalogFile
        self.accountLinks = accountLinks
        source = ProductListingSourceDependencies(
            database: database, configuration: configuration, clock: clock, remoteSource: remoteSource,
            httpTransport: httpTransport
        )
    }

    /// The catalog shipped with the feature.
    public static var bundledCatalogFile: URL? { BundledProductCatalog.url }

    public func getProductCatalogRepository() -> ProductCatalogRepository {
        ProductCatalogRepository(
            database: database, bundledCatalog: catalogFile, holdsServerProducts: source.holdsServerProducts,
            readiness: readiness,
            browseIndex: browseIndex
        )
    }

    public func getProductSearchHistoryRepository() -> ProductSearchHistoryRepository {
        ProductSearchHistoryRepository(database: database)
    }

    public func getProductListingPreferencesRepository() -> ProductListingPreferencesRepository {
        ProductListingPreferencesRepository(database: database)
    }
}
