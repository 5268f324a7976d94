import Foundation
import GRDB
import Persistence

/// Saves what a products server sent: its products into the catalog tables (by
/// the same writer as an import), each page's order and pagination, and when every
/// product was fetched. Every write is one transaction.
public struct RemoteProductPagesDAO: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Makes the catalog tables hold the products of the server `version` names.
    /// When they hold another catalog (the bundled one, a file, another server) it is
    /// removed first, with every saved page.
    public func useCatalog(version: String) async throws {
        try await database.writer.write { db in
            let current = try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import WHERE id = 1")
            guard current != version else { return }
            try ProductCatalogImporter.deleteCatalog(db)
            try ProductBrowseIndexBuilder.clear(db)
            try Self.deleteSavedPages(db)
            try db.execute(
                sql: "INSERT INTO product_catalog_import (id, catalog_version, product_count) VALUES (1, ?, 0)",
                arguments: [version]
            )
        }
    }

    /// Saves `page`, fetched at `fetchedAt`, as the page asked for at `offset` with `limit`
    /// in the listing `listingKey`, replacing what was saved for it and its products.
    public func savePage(
        _ page: RemoteProductListingPageDataModel, listingKey: String, offset: Int, limit: Int, fetchedAt: Date
    ) async throws {
        try await database.writer.write { db in
            let writer = try ProductRowWriter(db)
            let key: [any DatabaseValueConvertible] = [listingKey, offset, limit]
            try db.execute(
                sql: "DELETE FROM product_remote_page_item WHERE listing_key = ? AND asked_offset = ? AND asked_limit = ?",
                arguments: StatementArguments(key)
            )
            var position = 0
            for product in page.products {
                guard try Self.save(product, writer: writer, fetchedAt: fetchedAt, db: db) else { continue }
                try db.execute(
                    sql: """
                        INSERT INTO product_remote_page_item (listing_key, asked_offset, asked_limit, position, style_number)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: StatementArguments(key + [position, product.product.styleNumber])
                )
                position += 1
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO product_remote_page
                        (listing_key, asked_offset, asked_limit, served_offset, served_limit, total, title, fetched_at, filters, hierarchy)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: StatementArguments(
                    key + [page.offset, page.limit, page.total, page.title, fetchedAt]
                        + [
                            try page.filters.map(RemoteProductDocumentCoding.text),
                            try RemoteProductDocumentCoding.text(page.hierarchy),
                        ]
                )
            )
        }
    }

    /// Saves one product fetched at `fetchedAt`, replacing any saved copy.
    public func saveProduct(_ product: RemoteProductDataModel, fetchedAt: Date) async throws {
        try await database.writer.write { db in
            _ = try Self.save(product, writer: try ProductRowWriter(db), fetchedAt: fetchedAt, db: db)
        }
    }

    /// Removes the saved copy of the product with `styleNumber`.
    public func removeProduct(styleNumber: String) async throws {
        try await database.writer.write { db in
            try Self.delete(styleNumber: styleNumber, db: db)
        }
    }

    /// The page asked for at `offset` with `limit` in `listingKey`, with its rows, or `nil` when none is saved.
    public func savedPage(listingKey: String, offset: Int, limit: Int) async throws -> SavedProductListingPageDataModel? {
        try await database.writer.read { db in
            let arguments: StatementArguments = [listingKey, offset, limit]
            guard
                let page = try Row.fetchOne(
                    db,
                    sql: "SELECT * FROM product_remote_page WHERE listing_key = ? AND asked_offset = ? AND asked_limit = ?",
                    arguments: arguments
                )
            else { return nil }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.*, b.name AS brand_name FROM product_remote_page_item i
                    JOIN product p ON p.style_number = i.style_number JOIN product_brand b ON b.id = p.brand_id
                    WHERE i.listing_key = ? AND i.asked_offset = ? AND i.asked_limit = ? ORDER BY i.position
                    """,
                arguments: arguments
            )
            let filtersText: String? = page["filters"]
            let hierarchyText: String? = page["hierarchy"]
            let filters = filtersText.flatMap { RemoteProductDocumentCoding.value([RemoteProductFilterDataModel].self, from: $0) }
            let hierarchy = hierarchyText.flatMap {
                RemoteProductDocumentCoding.value([RemoteProductHierarchyLevelDataModel].self, from: $0)
            }
            return SavedProductListingPageDataModel(
                title: page["title"], products: rows.map(ProductListingDAO.summary),
                offset: page["served_offset"], limit: page["served_limit"], total: page["total"], fetchedAt: page["fetched_at"],
                filters: filters, hierarchy: hierarchy ?? []
            )
        }
    }

    /// The server's id for the saved product with `styleNumber` and when it was fetched; `nil` when it is not saved.
    public func savedProduct(styleNumber: String) async throws -> (id: String, fetchedAt: Date)? {
        try await database.writer.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT r.product_id, r.fetched_at FROM product_remote_product r
                    JOIN product p ON p.style_number = r.style_number WHERE r.style_number = ?
                    """,
                arguments: [styleNumber]
            ).map { (id: $0["product_id"], fetchedAt: $0["fetched_at"]) }
        }
    }

    /// Replaces the saved copy of `product`. `false` when it cannot be saved beside the
    /// others (a SKU another product has), so it is left out.
    private static func save(_ product: RemoteProductDataModel, writer: ProductRowWriter, fetchedAt: Date, db: Database) throws
        -> Bool
    {
        let styleNumber = product.product.styleNumber
        try delete(styleNumber: styleNumber, db: db)
        do {
            try db.inSavepoint {
                try writer.insert(product.product)
                return .commit
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            return false
        }
        try db.execute(
            sql: "INSERT INTO product_remote_product (style_number, product_id, fetched_at) VALUES (?, ?, ?)",
            arguments: [styleNumber, product.id, fetchedAt]
        )
        return true
    }

    /// The product's colours and variants go with it (`ON DELETE CASCADE`). It has no
    /// full-text row: those belong to a catalog's browse index, cleared in `useCatalog`.
    private static func delete(styleNumber: String, db: Database) throws {
        try db.execute(sql: "DELETE FROM product WHERE style_number = ?", arguments: [styleNumber])
        try db.execute(sql: "DELETE FROM product_remote_product WHERE style_number = ?", arguments: [styleNumber])
    }

    private static func deleteSavedPages(_ db: Database) throws {
        try db.execute(
            sql:
                "DELETE FROM product_remote_page_item; DELETE FROM product_remote_page; DELETE FROM product_remote_product; DELETE FROM product_remote_document;"
        )
    }
}
