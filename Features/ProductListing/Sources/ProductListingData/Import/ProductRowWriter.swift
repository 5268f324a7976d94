import Foundation
import GRDB

/// Writes one catalog product into every product table, with statements
/// prepared once per import and values bound straight to SQLite (``SQLiteInsert``).
/// (An import also writes its full-text row and browse values: ``ProductCatalogImportSink``.)
final class ProductRowWriter {
    private let db: Database
    private let brand: SQLiteInsert
    private let category: SQLiteInsert
    private let product: SQLiteInsert
    private let colour: SQLiteInsert
    private let variant: SQLiteInsert
    /// With `remembersWritten`, the brands and categories this writer wrote already: each is
    /// then written once, not once a product. Only for a writer whose every row stays or goes
    /// with the whole transaction (an import): a savepoint rolled back would take a brand away
    /// that the writer would still think written.
    private let remembersWritten: Bool
    private var brandsWritten: Set<String> = []
    private var categoriesWritten: Set<String> = []
    private var nameKeys = NameKey.Cache()

    init(_ db: Database, remembersWritten: Bool = false) throws {
        self.db = db
        self.remembersWritten = remembersWritten
        brand = try SQLiteInsert(db, sql: "INSERT OR IGNORE INTO product_brand (id, name, slug) VALUES (?, ?, ?)")
        category = try SQLiteInsert(db, sql: "INSERT OR IGNORE INTO product_category (id, path) VALUES (?, ?)")
        product = try SQLiteInsert(
            db,
            sql: """
                INSERT INTO product (style_number, name, name_key, brand_id, category_id, short_description, long_description,
                    release_date, currency_code, low_price, high_price, was_price, colour_count, stock)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        colour = try SQLiteInsert(
            db, sql: "INSERT INTO product_colour (style_number, colour_id, name, position) VALUES (?, ?, ?, ?)")
        variant = try SQLiteInsert(
            db,
            sql: """
                INSERT INTO product_variant (sku, style_number, colour_id, size, position, stock, price, was_price, currency_code)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
    }

    /// Saves `original`, whose variants are all in one currency, its texts cleaned
    /// (``ProductCatalogLineDataModel/cleanedForDisplay()``), and returns the product's id.
    @discardableResult
    func insert(_ original: ProductCatalogLineDataModel) throws -> Int {
        let line = original.cleanedForDisplay()
        return try insert(ProductCatalogRow(cleaned: line, nameKey: nameKeys.key(of: line.name)))
    }

    /// Saves `row` with its colours and variants, its brand and category unless written
    /// already, and returns the product's id (its rowid).
    func insert(_ row: ProductCatalogRow) throws -> Int {
        let line = row.line
        if !remembersWritten || brandsWritten.insert(line.brand.id).inserted {
            brand.bind(line.brand.id)
            brand.bind(line.brand.name)
            brand.bind(line.brand.slug)
            try brand.run()
        }
        if !remembersWritten || categoriesWritten.insert(line.category.id).inserted {
            category.bind(line.category.id)
            category.bind(line.category.path.joined(separator: " › "))
            try category.run()
        }
        try insertProduct(row)
        let id = Int(db.lastInsertedRowID)
        for (position, item) in line.colours.enumerated() {
            colour.bind(line.styleNumber)
            colour.bind(item.id)
            colour.bind(item.name)
            colour.bind(position)
            try colour.run()
        }
        for (position, item) in line.variants.enumerated() {
            variant.bind(item.sku)
            variant.bind(line.styleNumber)
            variant.bind(item.colour)
            variant.bind(item.size)
            variant.bind(position)
            variant.bind(item.stock)
            variant.bind(item.price.amount.amount)
            variant.bind(item.price.was?.amount)
            variant.bind(item.price.amount.currencyCode)
            try variant.run()
        }
        return id
    }

    private func insertProduct(_ row: ProductCatalogRow) throws {
        let line = row.line
        product.bind(line.styleNumber)
        product.bind(line.name)
        product.bind(row.nameKey)
        product.bind(line.brand.id)
        product.bind(line.category.id)
        product.bind(line.shortDescription)
        product.bind(line.longDescription ?? "")
        product.bind(line.releaseDate)
        product.bind(row.currencyCode)
        product.bind(row.lowPrice)
        product.bind(row.highPrice)
        product.bind(row.wasPrice)
        product.bind(line.colours.count)
        product.bind(row.stock)
        try product.run()
    }
}

/// The key names sort by: lower case with accents folded, so "Élise" sorts with "Elise".
enum NameKey {
    static func make(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
    }

    /// Keys of names outside ASCII, each made once: Foundation's folding is the slow part
    /// of a key, and a catalog repeats names. Bounded: past ``capacity`` it starts again.
    struct Cache {
        static let capacity = 16_384
        private var keys: [String: String] = [:]

        mutating func key(of name: String) -> String {
            if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
            if let known = keys[name] { return known }
            if keys.count >= Self.capacity { keys.removeAll(keepingCapacity: true) }
            let key = NameKey.make(name)
            keys[name] = key
            return key
        }
    }
}
