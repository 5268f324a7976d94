import Foundation
import GRDB

/// Writes one catalog product into every product table, with statements
/// prepared once per import. (Its full-text row is written with the browse
/// index once the whole catalog is in: ``ProductBrowseIndexBuilder``.)
struct ProductRowWriter {
    private let brand: Statement
    private let category: Statement
    private let product: Statement
    private let colour: Statement
    private let variant: Statement

    init(_ db: Database) throws {
        brand = try db.makeStatement(sql: "INSERT OR IGNORE INTO product_brand (id, name, slug) VALUES (?, ?, ?)")
        category = try db.makeStatement(sql: "INSERT OR IGNORE INTO product_category (id, path) VALUES (?, ?)")
        product = try db.makeStatement(
            sql: """
                INSERT INTO product (style_number, name, name_key, brand_id, category_id, short_description, long_description,
                    release_date, currency_code, low_price, high_price, was_price, colour_count, stock)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        colour = try db.makeStatement(
            sql: "INSERT INTO product_colour (style_number, colour_id, name, position) VALUES (?, ?, ?, ?)")
        variant = try db.makeStatement(
            sql: """
                INSERT INTO product_variant (sku, style_number, colour_id, size, position, stock, price, was_price, currency_code)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
    }

    /// Saves `line`, which has at least one variant, all in one currency, its texts
    /// cleaned (``ProductCatalogLineDataModel/cleanedForDisplay()``). The stock adds up
    /// without overflowing: a total past `Int.max` stays there.
    func insert(_ original: ProductCatalogLineDataModel) throws {
        let line = original.cleanedForDisplay()
        let prices = line.variants.map(\.price.amount.amount)
        let cheapest = line.variants.min { $0.price.amount.amount < $1.price.amount.amount }
        let currency = line.variants.first?.price.amount.currencyCode ?? ""
        try brand.execute(arguments: [line.brand.id, line.brand.name, line.brand.slug])
        try category.execute(arguments: [line.category.id, line.category.path.joined(separator: " › ")])
        try product.execute(arguments: [
            line.styleNumber, line.name, NameKey.make(line.name), line.brand.id, line.category.id,
            line.shortDescription, line.longDescription ?? "", line.releaseDate, currency,
            prices.min() ?? 0, prices.max() ?? 0, cheapest?.price.was?.amount, line.colours.count,
            line.variants.reduce(0) { total, variant in
                let (sum, overflowed) = total.addingReportingOverflow(variant.stock)
                return overflowed ? Int.max : sum
            },
        ])
        for (position, item) in line.colours.enumerated() {
            try colour.execute(arguments: [line.styleNumber, item.id, item.name, position])
        }
        for (position, item) in line.variants.enumerated() {
            try variant.execute(arguments: [
                item.sku, line.styleNumber, item.colour, item.size, position, item.stock,
                item.price.amount.amount, item.price.was?.amount, item.price.amount.currencyCode,
            ])
        }
    }
}

/// The key names sort by: lower case with accents folded, so "Élise" sorts with "Elise".
enum NameKey {
    static func make(_ name: String) -> String {
        name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
    }
}
