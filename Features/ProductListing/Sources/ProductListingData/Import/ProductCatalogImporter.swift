import Foundation
import GRDB
import Persistence

/// Imports a JSON Lines catalog into the product tables, streamed line by line,
/// then builds its browse index (full text, facets, sort orders), all in one transaction: the catalog before stays whole until the new one is all
/// in, so a bad line or a crash never leaves half a catalog.
public struct ProductCatalogImporter: Sendable {
    /// How often progress is reported, in products.
    public static let progressInterval = 500
    /// SQLite's page cache while importing, in KiB (negative, as the pragma takes it): big
    /// enough that a large catalog's indexes are not written out and read back page by page,
    /// small enough that importing a million products peaks under 60 MB.
    static let importCacheSize = -8_192

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Replaces the saved catalog with the one in `file` and marks it as `version`.
    /// `progress` hears the number of products imported so far, then the total.
    /// Returns how many products were imported.
    @discardableResult
    public func importCatalog(
        from file: URL, version: String, progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> Int {
        try await database.writer.write { db in
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size")
            try db.execute(sql: "PRAGMA cache_size = \(Self.importCacheSize)")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize ?? -2_000)") }
            try Self.deleteCatalog(db)
            var reader = try JSONLinesReader(url: file)
            defer { reader.close() }
            let decoder = JSONDecoder()
            let writer = try ProductRowWriter(db)
            var count = 0
            var lineNumber = 0
            while let line = try reader.nextLine() {
                lineNumber += 1
                let product: ProductCatalogLineDataModel
                do {
                    product = try decoder.decode(ProductCatalogLineDataModel.self, from: line)
                } catch {
                    throw ProductCatalogImportError.invalidLine(line: lineNumber, reason: "not a product in JSON")
                }
                if let problem = ProductCatalogLineValidation.problem(product) {
                    throw ProductCatalogImportError.invalidLine(line: lineNumber, reason: problem)
                }
                do {
                    try writer.insert(product)
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    throw ProductCatalogImportError.invalidLine(line: lineNumber, reason: "style number or SKU seen before")
                }
                count += 1
                if count % Self.progressInterval == 0 { progress(count) }
            }
            guard count > 0 else { throw ProductCatalogImportError.noProducts }
            try db.execute(
                sql: "INSERT OR REPLACE INTO product_catalog_import (id, catalog_version, product_count) VALUES (1, ?, ?)",
                arguments: [version, count]
            )
            try ProductBrowseIndexBuilder.rebuild(db)
            if count % Self.progressInterval != 0 { progress(count) }
            return count
        }
    }

    /// Empties every catalog table and the mark of the imported catalog.
    static func deleteCatalog(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM product_search; DELETE FROM product_variant; DELETE FROM product_colour;
                DELETE FROM product; DELETE FROM product_brand; DELETE FROM product_category;
                DELETE FROM product_catalog_import;
                """)
    }
}
