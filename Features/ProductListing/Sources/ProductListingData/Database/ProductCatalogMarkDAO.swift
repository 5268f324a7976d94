import GRDB
import Persistence

/// Reads the mark of what fills the catalog tables: its version and how many products it has.
public struct ProductCatalogMarkDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// `nil` before anything was imported.
    public func mark() async throws -> (version: String, productCount: Int)? {
        try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT catalog_version, product_count FROM product_catalog_import WHERE id = 1")
                .map { (version: $0["catalog_version"], productCount: $0["product_count"]) }
        }
    }
}
