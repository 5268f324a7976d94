import GRDB

/// What the listing counts and numbers once per import rather than on every page:
///
/// - each product's position in the three orders of the listing (newest, price,
///   name), in a table per order keyed by position, so a page of the whole catalog
///   is found by position however deep it is: `OFFSET 500000` walks half a million
///   index entries, `WHERE position >= 500000` seeks one. The descending sorts read
///   the ascending tables backwards (ties are broken by style number both ways);
/// - how many products each brand has, so a listing narrowed to brands knows its
///   total without counting.
///
/// Rebuilt by every import, in its transaction, by reading each order's index from
/// end to end (no sort, no product row rewritten); emptied when the tables come to
/// hold a products server's saved products (the server pages its own listing).
enum ProductListingPositions {
    /// The table of each order and the index-served ORDER BY that numbers it.
    private static let orders = [
        ("product_order_newest", "release_date DESC, style_number"),
        ("product_order_price", "low_price, style_number"),
        ("product_order_name", "name_key, style_number"),
    ]

    /// Creates the tables (a migration) and numbers the catalog already there.
    static func createTables(_ db: Database) throws {
        for (table, _) in orders {
            try db.execute(sql: "CREATE TABLE \(table) (position INTEGER PRIMARY KEY, style_number TEXT NOT NULL)")
        }
        try db.execute(sql: "CREATE TABLE product_brand_count (brand_id TEXT PRIMARY KEY, product_count INTEGER NOT NULL) WITHOUT ROWID")
        try rebuild(db)
    }

    /// Numbers every product in each order from 0, and counts each brand's products.
    static func rebuild(_ db: Database) throws {
        try clear(db)
        for (table, order) in orders {
            try db.execute(sql: """
                INSERT INTO \(table) (position, style_number)
                SELECT ROW_NUMBER() OVER (ORDER BY \(order)) - 1, style_number FROM product
                """)
        }
        try db.execute(sql: """
            INSERT INTO product_brand_count (brand_id, product_count) SELECT brand_id, COUNT(*) FROM product GROUP BY brand_id
            """)
    }

    /// Forgets every position and count.
    static func clear(_ db: Database) throws {
        for (table, _) in orders {
            try db.execute(sql: "DELETE FROM \(table)")
        }
        try db.execute(sql: "DELETE FROM product_brand_count")
    }

    /// How many products the brands `brandIds` have in all.
    static func productCount(brandIds: [String], _ db: Database) throws -> Int {
        let placeholders = Array(repeating: "?", count: brandIds.count).joined(separator: ", ")
        return try Int.fetchOne(
            db, sql: "SELECT COALESCE(SUM(product_count), 0) FROM product_brand_count WHERE brand_id IN (\(placeholders))",
            arguments: StatementArguments(brandIds)
        ) ?? 0
    }

    /// The table that orders `sort`, and whether the sort reads it upwards.
    static func table(for sort: ProductListingPageRequest.Sort) -> (name: String, ascending: Bool) {
        switch sort {
        case .newest: return ("product_order_newest", true)
        case .priceAscending: return ("product_order_price", true)
        case .priceDescending: return ("product_order_price", false)
        case .nameAscending: return ("product_order_name", true)
        case .nameDescending: return ("product_order_name", false)
        }
    }
}
