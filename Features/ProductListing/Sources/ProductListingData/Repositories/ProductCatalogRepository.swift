import Foundation
import Persistence

/// Where products come from: the app database, filled from the bundled
/// catalog the first time the feature opens (and again only when the bundled
/// catalog's version changes), or from a catalog file given on the command line.
/// A products server's saved products fill the same tables.
public struct ProductCatalogRepository: Sendable {
    /// Changes whenever the bundled catalog is regenerated differently.
    public static let bundledCatalogVersion = "bundled-2026-2000"

    private let dao: ProductListingDAO
    private let importer: ProductCatalogImporter
    private let bundledCatalog: URL?
    private let holdsServerProducts: Bool
    private let readiness: ProductCatalogReadiness
    let browseDAO: ProductBrowseDAO

    /// `holdsServerProducts`: the tables hold a products server's saved products
    /// (`--products-url`), so no catalog is ever imported into them. `readiness` and
    /// `browseIndex` are shared by the repositories of one database: the first spares
    /// asking whether the catalog is in, the second keeps the browse index in memory.
    public init(
        database: AppDatabase, bundledCatalog: URL? = BundledProductCatalog.url, holdsServerProducts: Bool = false,
        readiness: ProductCatalogReadiness = ProductCatalogReadiness(),
        browseIndex: ProductBrowseIndexStore = ProductBrowseIndexStore()
    ) {
        dao = ProductListingDAO(database: database, browseIndex: browseIndex)
        browseDAO = ProductBrowseDAO(database: database, browseIndex: browseIndex)
        importer = ProductCatalogImporter(database: database)
        self.bundledCatalog = bundledCatalog
        self.holdsServerProducts = holdsServerProducts
        self.readiness = readiness
    }

    /// Imports the bundled catalog unless a catalog is in already: this one or a file
    /// the person imported (an older bundled catalog, or only a products server's saved
    /// products, is replaced). `progress` hears products imported so far.
    public func prepareCatalog(progress: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        guard !holdsServerProducts, !readiness.isReady else { return }
        if ProductCatalogVersion.needsBundledCatalog(imported: try await dao.importedCatalogVersion()) {
            guard let bundledCatalog else { throw ProductCatalogImportError.catalogMissing }
            try await importer.importCatalog(from: bundledCatalog, version: Self.bundledCatalogVersion, progress: progress)
        } else {
            try await browseDAO.buildIndexIfNeeded()
        }
        readiness.markReady()
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
