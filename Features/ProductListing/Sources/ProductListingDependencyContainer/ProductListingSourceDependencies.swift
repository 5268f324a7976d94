import AppCore
import Foundation
import Logging
import Networking
import Persistence
import ProductListingData

/// Builds what the configured source of products needs: a products server's
/// repository, or the catalog file's. Each is made once, so the file is imported
/// once per session and one server connection pool serves every screen.
public struct ProductListingSourceDependencies: Sendable {
    public let configuration: ProductListingSourceConfiguration
    public let clock: any AppClock
    private let database: AppDatabase
    private let remoteSource: (any ProductsRemoteSource)?
    private let fileRepository: ProductCatalogFileRepository?

    /// `remoteSource` replaces the server `configuration` names (fakes for tests).
    public init(
        database: AppDatabase, configuration: ProductListingSourceConfiguration, clock: any AppClock,
        remoteSource: (any ProductsRemoteSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport()
    ) {
        self.database = database
        self.configuration = configuration
        self.clock = clock
        self.remoteSource = remoteSource ?? Self.makeRemoteSource(configuration, transport: httpTransport)
        if case .file(let file, _) = configuration.source {
            fileRepository = ProductCatalogFileRepository(database: database, file: file)
        } else {
            fileRepository = nil
        }
    }

    /// Whether the catalog tables hold a products server's saved products.
    public var holdsServerProducts: Bool { remoteSource != nil }

    /// The products server's pages and products, when the products come from one.
    public func getRemoteProductCatalogRepository() -> RemoteProductCatalogRepository? {
        remoteSource.map { source in
            RemoteProductCatalogRepository(
                dao: RemoteProductPagesDAO(database: database), source: source,
                cachePolicy: ProductCatalogCachePolicy(maxAge: configuration.cacheMaxAge), clock: clock
            )
        }
    }

    /// The products server's brands, navigation and suggestions, when the products come from one.
    public func getRemoteProductBrowseRepository() -> RemoteProductBrowseRepository? {
        remoteSource.map { source in
            RemoteProductBrowseRepository(
                pagesDAO: RemoteProductPagesDAO(database: database), documents: RemoteProductDocumentsDAO(database: database),
                source: source, cachePolicy: ProductCatalogCachePolicy(maxAge: configuration.cacheMaxAge), clock: clock
            )
        }
    }

    /// The catalog file to import, when one was given.
    public func getProductCatalogFileRepository() -> ProductCatalogFileRepository? {
        fileRepository
    }

    /// The catalog file as the person wrote it, for messages.
    public var catalogFileShownAs: String {
        if case .file(_, let shownAs) = configuration.source { return shownAs }
        return ""
    }

    private static func makeRemoteSource(
        _ configuration: ProductListingSourceConfiguration, transport: any HTTPTransport
    ) -> (any ProductsRemoteSource)? {
        guard case .remote(let url) = configuration.source else { return nil }
        return AlfieGraphQLProductsSource(
            endpoint: url, transport: transport, requestTimeout: .milliseconds(Int64(configuration.requestTimeout * 1000)),
            logger: Logger(label: "products.remote")
        )
    }
}
