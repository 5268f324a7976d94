import Foundation
import GRDB
import ProductCatalogKit

/// Fills an empty catalog database from the seeded generator, a batch of products a
/// transaction, so a million products never sit in memory at once.
enum ProductCatalogImport {
    static let batchSize = 5_000

    static func fill(_ writer: some DatabaseWriter, generator: ProductCatalogGenerator) throws {
        try writer.write { db in try ProductCatalogSchema.create(db) }
        let encoder = JSONLinesWriter()
        var iterator = generator.products().makeIterator()
        var rowId: Int64 = 0
        var done = false
        while !done {
            try writer.write { db in
                let statements = try Statements(db)
                for _ in 0..<batchSize {
                    guard let product = iterator.next() else {
                        done = true
                        return
                    }
                    rowId += 1
                    try insert(product, rowId: rowId, encoder: encoder, statements: statements)
                }
            }
        }
        try writer.write { db in
            try ProductCatalogSchema.createIndexes(db)
            try db.execute(
                sql: "INSERT INTO catalog_info (key, value) VALUES ('seed', ?), ('count', ?), ('schema', ?)",
                arguments: [String(generator.seed), String(generator.count), String(ProductCatalogSchema.version)])
        }
    }

    private static func insert(
        _ product: CatalogProduct, rowId: Int64, encoder: JSONLinesWriter, statements: Statements
    ) throws {
        let lowest = product.variants.map(\.price.amount.amount).min() ?? 0
        try statements.product.execute(arguments: [
            rowId, product.styleNumber, SearchText.fold(product.name), product.brand.slug, product.category.id, lowest,
            product.releaseDate, try encoder.line(product),
        ])
        try statements.brand.execute(arguments: [product.brand.slug, product.brand.id, product.brand.name])
        try statements.category.execute(arguments: [product.category.id, product.category.path.joined(separator: "\u{1F}")])
        try statements.facet.execute(arguments: [
            ProductCatalogSchema.FacetKind.brand.rawValue, product.brand.slug, product.brand.name, rowId,
        ])
        for colour in product.colours {
            try statements.facet.execute(arguments: [
                ProductCatalogSchema.FacetKind.colour.rawValue, colour.id, colour.name, rowId,
            ])
        }
        for size in product.sizes {
            try statements.facet.execute(arguments: [ProductCatalogSchema.FacetKind.size.rawValue, size, size, rowId])
        }
        try statements.search.execute(arguments: [
            rowId, product.name, product.brand.name, product.category.path.joined(separator: " "),
            product.colours.map(\.name).joined(separator: " "),
        ])
    }

    /// The insert statements of one transaction.
    private struct Statements {
        let product: Statement
        let facet: Statement
        let search: Statement
        let brand: Statement
        let category: Statement

        init(_ db: Database) throws {
            product = try db.cachedStatement(
                sql: """
                    INSERT INTO product (id, style_number, name_key, brand_slug, category_id, price, release_date, document)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            facet = try db.cachedStatement(
                sql: "INSERT INTO product_facet (kind, value, name, product_id) VALUES (?, ?, ?, ?)")
            search = try db.cachedStatement(
                sql: "INSERT INTO product_search (rowid, name, brand, category, colours) VALUES (?, ?, ?, ?, ?)")
            brand = try db.cachedStatement(sql: "INSERT OR IGNORE INTO brand (slug, id, name) VALUES (?, ?, ?)")
            category = try db.cachedStatement(sql: "INSERT OR IGNORE INTO category (id, path) VALUES (?, ?)")
        }
    }
}
