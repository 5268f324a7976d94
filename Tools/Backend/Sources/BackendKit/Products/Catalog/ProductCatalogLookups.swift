import Foundation
import GRDB
import ProductCatalogKit

/// The catalog's small reads: one product, the brands, the categories, and what a
/// suggestion lists (words of names, brands, products) for some typed text.
struct ProductCatalogLookups: Sendable {
    let catalog: ProductCatalog

    /// The product with style number `id`.
    func product(styleNumber id: String) async throws -> CatalogProduct? {
        let document = try await catalog.reader.read { db in
            try Data.fetchOne(db, sql: "SELECT document FROM product WHERE style_number = ?", arguments: [id])
        }
        return try document.map(ProductDocument.decode)
    }

    /// Every brand with how many products it has, by name.
    func brands() async throws -> [(brand: StoredBrand, products: Int)] {
        let rows = try await catalog.reader.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT b.id, b.name, b.slug, (SELECT COUNT(*) FROM product_facet f WHERE f.kind = ? AND f.value = b.slug)
                    FROM brand b
                    """, arguments: [ProductCatalogSchema.FacetKind.brand.rawValue])
        }
        return
            rows.map { (StoredBrand(id: $0[0], name: $0[1], slug: $0[2]), $0[3] as Int) }
            .sorted { SearchText.fold($0.brand.name) < SearchText.fold($1.brand.name) }
    }

    /// The brand slugs that `values` name, by slug or by id.
    func brandSlugs(_ values: [String]) async throws -> [String] {
        guard !values.isEmpty else { return [] }
        return try await catalog.reader.read { db in
            let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
            return try String.fetchAll(
                db, sql: "SELECT slug FROM brand WHERE slug IN (\(marks)) OR id IN (\(marks))",
                arguments: StatementArguments(values + values))
        }
    }

    /// Every category, by id.
    func categories() async throws -> [StoredCategory] {
        try await catalog.reader.read { db in
            try Row.fetchAll(db, sql: "SELECT id, path FROM category ORDER BY id").map { row in
                let path: String = row[1]
                return StoredCategory(id: row[0], path: path.split(separator: "\u{1F}").map(String.init))
            }
        }
    }

    /// How many products a search for `match` (an FTS5 expression) finds.
    func searchCount(_ match: String) async throws -> Int {
        try await catalog.reader.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?", arguments: [match]) ?? 0
        }
    }

    /// The best `limit` products a search for `match` finds, by relevance.
    func searchProducts(_ match: String, limit: Int) async throws -> [CatalogProduct] {
        let documents = try await catalog.reader.read { db in
            try Data.fetchAll(
                db,
                sql: """
                    SELECT p.document FROM product_search JOIN product p ON p.id = product_search.rowid
                    WHERE product_search MATCH ? ORDER BY product_search.rank, p.id LIMIT ?
                    """, arguments: [match, limit])
        }
        return try documents.map(ProductDocument.decode)
    }
}

/// A brand as the catalog keeps it.
struct StoredBrand: Sendable, Equatable {
    let id: String
    let name: String
    let slug: String
}

/// A category as the catalog keeps it: its id and its path of names from the top.
struct StoredCategory: Sendable, Equatable {
    let id: String
    let path: [String]
}
