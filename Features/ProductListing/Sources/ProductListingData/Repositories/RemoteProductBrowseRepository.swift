import AppCore
import Foundation
import Logging

/// A products server's brands, navigation and suggestions, offline first as its
/// pages are (``RemoteProductCatalogRepository``): each answer is saved, used while it
/// is recent enough, fetched again after that, and the saved copy stands in when the
/// server fails.
public struct RemoteProductBrowseRepository: Sendable {
    /// The menu asked for when the server names none: the header menu of Alfie's apps.
    public static let defaultNavigationHandle = "header"

    private let pagesDAO: RemoteProductPagesDAO
    private let documents: RemoteProductDocumentsDAO
    private let source: any ProductsRemoteSource
    private let cachePolicy: ProductCatalogCachePolicy
    private let clock: any AppClock
    private let logger: Logger

    public init(
        pagesDAO: RemoteProductPagesDAO, documents: RemoteProductDocumentsDAO, source: any ProductsRemoteSource,
        cachePolicy: ProductCatalogCachePolicy = ProductCatalogCachePolicy(), clock: any AppClock,
        logger: Logger = Logger(label: "products.repository")
    ) {
        self.pagesDAO = pagesDAO
        self.documents = documents
        self.source = source
        self.cachePolicy = cachePolicy
        self.clock = clock
        self.logger = logger
    }

    /// Every brand of the server.
    public func syncBrands() async throws -> RemoteBrowseSyncDataModel<[ProductBrandDataModel]> {
        try await sync("brands") { () async throws(ProductsSourceError) in try await source.fetchBrands() }
    }

    /// The server's navigation menu: the first it names, or ``defaultNavigationHandle``
    /// when it names none or cannot list them (a server without `navigationHandles`).
    public func syncNavigation() async throws -> RemoteBrowseSyncDataModel<[ProductNavigationItemDataModel]> {
        try await sync("navigation") { () async throws(ProductsSourceError) in
            try await source.fetchNavigation(handle: try await navigationHandle())
        }
    }

    /// What the server suggests for `text`.
    public func syncSuggestion(for text: String) async throws -> RemoteBrowseSyncDataModel<ProductSuggestionDataModel> {
        try await sync("suggestion:" + text.lowercased()) { () async throws(ProductsSourceError) in
            try await source.fetchSuggestion(query: text)
        }
    }

    /// The brands saved from the server, without asking it; `nil` when none are saved.
    public func savedBrands() async throws -> [ProductBrandDataModel]? {
        try await pagesDAO.useCatalog(version: catalogVersion)
        return try await documents.saved([ProductBrandDataModel].self, name: "brands")?.value
    }

    /// The navigation saved from the server, without asking it; `nil` when none is saved.
    public func savedNavigation() async throws -> [ProductNavigationItemDataModel]? {
        try await pagesDAO.useCatalog(version: catalogVersion)
        return try await documents.saved([ProductNavigationItemDataModel].self, name: "navigation")?.value
    }

    private var catalogVersion: String { ProductCatalogVersion.remote(source.sourceDescription) }

    private func navigationHandle() async throws(ProductsSourceError) -> String {
        do throws(ProductsSourceError) {
            return try await source.fetchNavigationHandles().first { !$0.isEmpty } ?? Self.defaultNavigationHandle
        } catch {
            switch error {
            case .graphQLErrors, .malformedResponse, .httpStatus(400):
                logger.notice("products server names no navigation menus", metadata: ["error": "\(error)"])
                return Self.defaultNavigationHandle
            case .unreachable, .timedOut, .httpStatus, .tooLarge, .cancelled:
                throw error
            }
        }
    }

    private func sync<Value: Codable & Sendable>(
        _ name: String, fetch: () async throws(ProductsSourceError) -> Value
    ) async throws -> RemoteBrowseSyncDataModel<Value> {
        try await pagesDAO.useCatalog(version: catalogVersion)
        let saved = try await documents.saved(Value.self, name: name)
        if let saved, cachePolicy.canUse(savedAt: saved.fetchedAt, now: clock.now()) {
            return .current(saved.value)
        }
        let fetched: Value
        do throws(ProductsSourceError) {
            fetched = try await fetch()
        } catch {
            logger.notice("products server unavailable", metadata: ["document": "\(name)", "error": "\(error)"])
            guard let saved else { return .unavailable(error) }
            return .saved(saved.value, fetchedAt: saved.fetchedAt, problem: error)
        }
        try await documents.save(fetched, name: name, fetchedAt: clock.now())
        return .current(fetched)
    }
}
