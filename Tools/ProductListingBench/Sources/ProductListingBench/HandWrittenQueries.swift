import GRDB
import Persistence

/// The bench's reference: each query the app makes, the same SQL written directly
/// in GRDB as one would by hand (one read, the rows mapped to plain values), so the
/// ratio to it is what the app's layers cost.
struct HandWrittenQueries: Sendable {
    let database: AppDatabase

    /// A listing row as a hand-written query keeps it.
    struct ListingRow: Sendable {
        let styleNumber: String
        let name: String
        let brandName: String
        let lowPrice: Int
        let highPrice: Int
        let wasPrice: Int?
        let colourCount: Int
        let stock: Int

        init(_ row: Row) {
            styleNumber = row["style_number"]
            name = row["name"]
            brandName = row["brand_name"]
            lowPrice = row["low_price"]
            highPrice = row["high_price"]
            wasPrice = row["was_price"]
            colourCount = row["colour_count"]
            stock = row["stock"]
        }
    }

    /// A page of the whole catalog: the catalog's count, and the rows found by their positions in `order`'s table.
    func numberedPage(order: String, ascending: Bool, offset: Int, limit: Int = 20) async throws -> (rows: [ListingRow], total: Int) {
        try await database.writer.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT product_count FROM product_catalog_import WHERE id = 1") ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.*, b.name AS brand_name FROM \(order) o
                    JOIN product p ON p.style_number = o.style_number JOIN product_brand b ON b.id = p.brand_id
                    WHERE o.position \(ascending ? ">=" : "<=") ? ORDER BY o.position \(ascending ? "" : "DESC") LIMIT ?
                    """,
                arguments: [ascending ? offset : total - 1 - offset, limit]
            ).map(ListingRow.init)
            return (rows, total)
        }
    }

    /// A narrowed page: the count of all that match (by `countSQL` when given), and the
    /// page's rowids found in the index alone before their rows are read.
    func filteredPage(
        whereClause: String, arguments: StatementArguments, countSQL: String? = nil, order: String, offset: Int, limit: Int = 20
    ) async throws -> (rows: [ListingRow], total: Int) {
        try await database.writer.read { db in
            let total = try Int.fetchOne(db, sql: countSQL ?? "SELECT COUNT(*) FROM product p \(whereClause)", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.*, b.name AS brand_name
                    FROM (SELECT p.rowid AS page_rowid FROM product p \(whereClause) ORDER BY \(order) LIMIT ? OFFSET ?) AS page
                    CROSS JOIN product p ON p.rowid = page.page_rowid JOIN product_brand b ON b.id = p.brand_id
                    ORDER BY \(order)
                    """,
                arguments: arguments + [limit, offset]
            ).map(ListingRow.init)
            return (rows, total)
        }
    }

    /// A variant as a hand-written query keeps it.
    struct VariantRow: Sendable {
        let sku: String
        let colourId: String
        let size: String?
        let stock: Int
        let price: Int
    }

    /// One product's row, its colours' names and its variants.
    func details(styleNumber: String) async throws -> (product: ListingRow?, colours: [String], variants: [VariantRow]) {
        try await database.writer.read { db in
            let product = try Row.fetchOne(
                db,
                sql: """
                    SELECT p.*, b.name AS brand_name, c.path AS category_path FROM product p JOIN product_brand b ON b.id = p.brand_id
                    JOIN product_category c ON c.id = p.category_id WHERE p.style_number = ?
                    """,
                arguments: [styleNumber]
            ).map(ListingRow.init)
            let colours = try String.fetchAll(db, sql: "SELECT name FROM product_colour WHERE style_number = ? ORDER BY position", arguments: [styleNumber])
            let variants = try Row.fetchAll(db, sql: "SELECT * FROM product_variant WHERE style_number = ? ORDER BY position", arguments: [styleNumber])
                .map { VariantRow(sku: $0["sku"], colourId: $0["colour_id"], size: $0["size"], stock: $0["stock"], price: $0["price"]) }
            return (product, colours, variants)
        }
    }
}
