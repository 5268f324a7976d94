import Foundation
import GRDB

/// Builds everything browsing reads from the saved catalog, in the caller's
/// transaction: the full-text rows (keyed by product id, with folded text), the
/// value bitmaps, the sort orders, the suggestion terms and the mark. Reads the
/// catalog once, a row at a time.
enum ProductBrowseIndexBuilder {
    /// Sorts whose order is saved, with the SQL order of each (ties broken by style number).
    static let orders: [(sort: String, orderBy: String)] = [
        ("newest", "release_date DESC, style_number"),
        ("price", "low_price, style_number"),
        ("name", "name_key, style_number"),
    ]

    /// Builds the index from the saved catalog tables (a database from before the index
    /// changed): the full-text rows first, then the rest, reading the catalog a row at a time.
    static func rebuild(_ db: Database) throws {
        try rebuildSearch(db)
        var values = try ProductBrowseValueCollector.loading(db)
        var terms = ProductBrowseTermCounter()
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT p.rowid AS id, p.brand_id, p.category_id, p.low_price, p.currency_code, p.name,
                    (SELECT group_concat(pc.colour_id || char(31) || pc.name, char(30)) FROM product_colour pc
                        WHERE pc.style_number = p.style_number) AS colours,
                    (SELECT group_concat(size, char(31)) FROM (SELECT DISTINCT v.size FROM product_variant v
                        WHERE v.style_number = p.style_number AND v.size IS NOT NULL)) AS sizes
                FROM product p
                """)
        while let row = try rows.next() {
            let product = ProductBrowseRow(row)
            values.add(product)
            terms.add(product, brandName: values.brandName(of: product.brandId))
        }
        try finish(db, values: values, terms: terms)
    }

    /// Saves the index once the catalog's rows and their full-text rows are in, from the
    /// values and words gathered product by product: the search terms' sets, the value
    /// sets, the words, the sort orders and the mark.
    static func finish(_ db: Database, values: ProductBrowseValueCollector, terms: ProductBrowseTermCounter) throws {
        let catalogVersion = try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import WHERE id = 1") ?? ""
        let maxId = try Int.fetchOne(db, sql: "SELECT MAX(rowid) FROM product")
        let limit = (maxId ?? -1) + 1
        try ProductSearchTermSets.rebuild(db, limit: limit)
        try values.save(db, limit: limit)
        try terms.save(db)
        try saveOrders(db)
        let generation = (try Int.fetchOne(db, sql: "SELECT generation FROM product_browse_mark WHERE id = 1") ?? 0) + 1
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO product_browse_mark (id, catalog_version, generation, product_id_limit, currency_code)
                VALUES (1, ?, ?, ?, ?)
                """,
            arguments: [catalogVersion, generation, limit, values.currencyCode]
        )
    }

    /// Removes the whole browse index, for when the catalog tables stop holding a
    /// catalog of their own (a products server's saved products replace it).
    static func clear(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO product_search (product_search) VALUES ('delete-all');
                DELETE FROM product_search_term; DELETE FROM product_browse_value; DELETE FROM product_browse_order;
                DELETE FROM product_browse_term; DELETE FROM product_browse_mark;
                """)
    }

    /// Rewrites `product_search`: one row per product under the product's id, its text folded
    /// (`ProductSearchKey`) so that searches ignore case, accents and letters such as ø and ł.
    private static func rebuildSearch(_ db: Database) throws {
        db.add(
            function: DatabaseFunction("product_search_key", argumentCount: 1, pure: true) { arguments in
                String.fromDatabaseValue(arguments[0]).map(ProductSearchKey.make)
            })
        try db.execute(sql: "INSERT INTO product_search (product_search) VALUES ('delete-all')")
        try db.execute(
            sql: """
                INSERT INTO product_search (rowid, name, brand, colour, description)
                SELECT p.rowid, product_search_key(p.name), product_search_key(b.name),
                    product_search_key(COALESCE((SELECT group_concat(pc.name, ' ') FROM product_colour pc
                        WHERE pc.style_number = p.style_number), '')),
                    product_search_key(p.short_description || ' ' || p.long_description)
                FROM product p JOIN product_brand b ON b.id = p.brand_id
                """)
    }

    private static func saveOrders(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM product_browse_order")
        let insert = try db.makeStatement(sql: "INSERT INTO product_browse_order (sort, chunk, product_ids) VALUES (?, ?, ?)")
        for order in orders {
            let ids = try Int64.fetchCursor(db, sql: "SELECT rowid FROM product ORDER BY \(order.orderBy)")
            var chunk = 0
            var bytes = Data()
            while let id = try ids.next() {
                withUnsafeBytes(of: UInt32(truncatingIfNeeded: id).littleEndian) { bytes.append(contentsOf: $0) }
                if bytes.count == ProductBrowseOrder.chunkSize * 4 {
                    try insert.execute(arguments: [order.sort, chunk, bytes])
                    chunk += 1
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            if !bytes.isEmpty { try insert.execute(arguments: [order.sort, chunk, bytes]) }
        }
    }
}

/// One product as the builder reads it.
struct ProductBrowseRow {
    let id: Int
    let brandId: String
    let categoryId: String
    let lowPrice: Int
    let currencyCode: String
    let name: String
    /// Colour id and name pairs.
    let colours: [(id: String, name: String)]
    /// The sizes of its variants, each once.
    let sizes: [String]

    init(
        id: Int, brandId: String, categoryId: String, lowPrice: Int, currencyCode: String, name: String,
        colours: [(id: String, name: String)], sizes: [String]
    ) {
        self.id = id
        self.brandId = brandId
        self.categoryId = categoryId
        self.lowPrice = lowPrice
        self.currencyCode = currencyCode
        self.name = name
        self.colours = colours
        self.sizes = sizes
    }

    init(_ row: Row) {
        id = row["id"]
        brandId = row["brand_id"]
        categoryId = row["category_id"]
        lowPrice = row["low_price"]
        currencyCode = row["currency_code"]
        name = row["name"]
        let colourText: String = row["colours"] ?? ""
        colours = colourText.split(separator: "\u{1E}").compactMap { pair in
            let parts = pair.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
        let sizeText: String = row["sizes"] ?? ""
        sizes = sizeText.split(separator: "\u{1F}").map(String.init)
    }
}
