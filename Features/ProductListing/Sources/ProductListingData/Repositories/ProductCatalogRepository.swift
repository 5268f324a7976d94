import Foundation
import Persistence

/// Where products come from: the app database, filled from the bundled
/// catalog the first time the feature opens (and again only when the bundled
/// catalog's version changes). A remote GraphQL source or a catalog file
/// given on the command line would fill the same tables.
public struct ProductCatalogRepository: Sendable {
    /// Changes whenever the bundled catalog is regenerated differently.
    public static let bundledCatalogVersion = "bundled-2026-2000"

    private let dao: ProductListingDAO
    private let importer: ProductCatalogImporter
    private let bundledCatalog: URL?
    let browseDAO: ProductBrowseDAO

    /// `browseIndex` keeps the browse index in memory: give every repository of one database the same.
    public init(
        database: AppDatabase, bundledCatalog: URL? = BundledProductCatalog.url, browseIndex: ProductBrowseIndexStore = ProductBrowseIndexStore()
    ) {
        dao = ProductListingDAO(database: database, browseIndex: browseIndex)
        browseDAO = ProductBrowseDAO(database: database, browseIndex: browseIndex)
        importer = ProductCatalogImporter(database: database)
        self.bundledCatalog = bundledCatalog
    }

    /// Imports the bundled catalog unless it is in already. `progress` hears products imported so far.
    public func prepareCatalog(progress: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        guard try await dao.importedCatalogVersion() != Self.bundledCatalogVersion else { return try await browseDAO.buildIndexIfNeeded() }
        guard let bundledCatalog else { throw ProductCatalogImportError.catalogMissing }
        try await importer.importCatalog(from: bundledCatalog, version: Self.bundledCatalogVersion, progress: progress)
    }

    public func getPage(_ request: ProductListingPageRequest) async throws -> ProductListingPageDataModel {
        try await dao.page(request)
    }

    public func getProduct(styleNumber: String) async throws -> ProductDetailsDataModel? {
        try await dao.product(styleNumber: styleNumber)
    }
}

/// The catalog shipped with the package: 2,000 products made by `generate-products`.
public enum BundledProductCatalog {
    public static var url: URL? {
        Bundle.module.url(forResource: "products", withExtension: "jsonl")
    }
}
