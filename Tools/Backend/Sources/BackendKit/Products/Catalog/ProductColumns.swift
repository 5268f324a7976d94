import GRDB

/// The catalog's filter and sort columns, read out of SQLite once when the catalog opens and
/// kept compact in memory (about 24 bytes a product: a million take some 24 MB): each product's
/// brand, category, colours and sizes (as bit sets), lowest price, and its place in each order
/// (read off the SQLite indexes). Refines and facet counts scan these instead of joining rows:
/// a facet count over 100,000 products is one pass of well under a millisecond, where the same
/// count in SQL took hundreds (see the README).
struct ProductColumns: Sendable {
    /// The values of one facet kind, a code each (the position in `slugs`).
    struct Values: Sendable {
        var slugs: [String] = []
        var names: [String] = []
        var codes: [String: Int] = [:]

        mutating func code(_ slug: String, name: String) -> Int {
            if let code = codes[slug] { return code }
            codes[slug] = slugs.count
            slugs.append(slug)
            names.append(name)
            return slugs.count - 1
        }
    }

    /// Products in the catalog; product `i` has row id `i + 1`.
    let count: Int
    let brand: [UInt8]
    let category: [UInt8]
    let colours: [UInt32]
    let sizes: [UInt32]
    let price: [Int32]
    let brands: Values
    let categories: Values
    let colourValues: Values
    let sizeValues: Values
    /// Product indexes newest first, by lowest price then row, and by folded name then row.
    let newest: [Int32]
    let byPrice: [Int32]
    let byName: [Int32]

    static func load(_ db: Database) throws -> ProductColumns {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") ?? 0
        var brand = [UInt8](repeating: 0, count: count)
        var category = [UInt8](repeating: 0, count: count)
        var colours = [UInt32](repeating: 0, count: count)
        var sizes = [UInt32](repeating: 0, count: count)
        var price = [Int32](repeating: 0, count: count)
        var brands = Values()
        var categories = Values()
        var colourValues = Values()
        var sizeValues = Values()
        var byPrice: [Int32] = []
        byPrice.reserveCapacity(count)
        let prices = try Row.fetchCursor(db, sql: "SELECT id, price FROM product INDEXED BY product_by_price ORDER BY price, id")
        while let row = try prices.next() {
            let index = Int(row[0] as Int64) - 1
            price[index] = Int32(clamping: row[1] as Int)
            byPrice.append(Int32(index))
        }
        let categoryRows = try Row.fetchCursor(db, sql: "SELECT id, category_id FROM product INDEXED BY product_by_category")
        while let row = try categoryRows.next() {
            category[Int(row[0] as Int64) - 1] = UInt8(clamping: categories.code(row[1], name: row[1]))
        }
        let facets = try Row.fetchCursor(db, sql: "SELECT kind, value, name, product_id FROM product_facet")
        while let row = try facets.next() {
            let index = Int(row[3] as Int64) - 1
            switch ProductCatalogSchema.FacetKind(rawValue: row[0]) {
            case .brand: brand[index] = UInt8(clamping: brands.code(row[1], name: row[2]))
            case .colour: colours[index] |= 1 << UInt32(min(colourValues.code(row[1], name: row[2]), 31))
            case .size: sizes[index] |= 1 << UInt32(min(sizeValues.code(row[1], name: row[2]), 31))
            case nil: continue
            }
        }
        return ProductColumns(
            count: count, brand: brand, category: category, colours: colours, sizes: sizes, price: price, brands: brands,
            categories: categories, colourValues: colourValues, sizeValues: sizeValues,
            newest: try order(db, index: "product_by_newest", terms: "release_date DESC, id"), byPrice: byPrice,
            byName: try order(db, index: "product_by_name", terms: "name_key, id"))
    }

    private static func order(_ db: Database, index: String, terms: String) throws -> [Int32] {
        try Int64.fetchAll(db, sql: "SELECT id FROM product INDEXED BY \(index) ORDER BY \(terms)").map { Int32($0 - 1) }
    }
}
