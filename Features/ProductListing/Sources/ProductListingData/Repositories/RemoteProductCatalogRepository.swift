import AppCore
import Foundation
import Logging

/// The products of a GraphQL server, offline first: a page or a product comes
/// from the saved copy while it is recent enough and from the server otherwise;
/// when the server fails, the saved copy stays and is used. Hides whether the
/// products came from the network or the database.
public struct RemoteProductCatalogRepository: Sendable {
    let dao: RemoteProductPagesDAO
    private let source: any ProductsRemoteSource
    private let cachePolicy: ProductCatalogCachePolicy
    private let clock: any AppClock
    private let logger: Logger

    public init(
        dao: RemoteProductPagesDAO, source: any ProductsRemoteSource,
        cachePolicy: ProductCatalogCachePolicy = ProductCatalogCachePolicy(),
        clock: any AppClock, logger: Logger = Logger(label: "products.repository")
    ) {
        self.dao = dao
        self.source = source
        self.cachePolicy = cachePolicy
        self.clock = clock
        self.logger = logger
    }

    /// The catalog version of this server's saved products.
    private var catalogVersion: String { ProductCatalogVersion.remote(source.sourceDescription) }

    /// Makes sure the page `variables` ask for is saved: fetched when it is missing, older
    /// than the cache policy allows, or `bypassingCache`. Throws only when the database fails.
    public func syncPage(
        _ variables: AlfieProductListingVariablesDataModel, bypassingCache: Bool = false
    ) async throws -> ProductListingPageSyncDataModel {
        try await dao.useCatalog(version: catalogVersion)
        let key = variables.listingKey
        let saved = try await dao.savedPage(listingKey: key, offset: variables.offset, limit: variables.limit)
        if !bypassingCache, let saved, cachePolicy.canUse(savedAt: saved.fetchedAt, now: clock.now()) {
            return .saved(saved)
        }
        let fetched: RemoteProductListingPageDataModel
        do {
            fetched = try await source.fetchListing(variables)
        } catch {
            logger.notice("products server unavailable", metadata: ["offset": "\(variables.offset)", "error": "\(error)"])
            return .unavailable(error, saved: saved)
        }
        let now = clock.now()
        try await dao.savePage(fetched, listingKey: key, offset: variables.offset, limit: variables.limit, fetchedAt: now)
        guard let page = try await dao.savedPage(listingKey: key, offset: variables.offset, limit: variables.limit) else {
            return .unavailable(.malformedResponse, saved: saved)
        }
        return .fetched(page)
    }

    /// Makes sure the product with `styleNumber` is saved and recent enough, asking the
    /// server by the id it gave for it (or by the style number when it gave none yet).
    public func syncProduct(styleNumber: String, bypassingCache: Bool = false) async throws -> ProductSyncDataModel {
        try await dao.useCatalog(version: catalogVersion)
        let saved = try await dao.savedProduct(styleNumber: styleNumber)
        if !bypassingCache, let saved, cachePolicy.canUse(savedAt: saved.fetchedAt, now: clock.now()) {
            return .ready
        }
        let fetched: RemoteProductDataModel?
        do {
            fetched = try await source.fetchProduct(id: saved?.id ?? styleNumber)
        } catch {
            logger.notice("products server unavailable", metadata: ["styleNumber": "\(styleNumber)", "error": "\(error)"])
            return .unavailable(error, isSaved: saved != nil)
        }
        guard let fetched else {
            try await dao.removeProduct(styleNumber: styleNumber)
            return .notOnServer
        }
        try await dao.saveProduct(fetched, fetchedAt: clock.now())
        return .ready
    }
}
