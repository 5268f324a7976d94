import Foundation
import GRDB
import ProductCatalogKit

/// Reads listings out of the catalog: a page in an order, the total, and the facets.
struct ProductListingReader: Sendable {
    let catalog: ProductCatalog

    /// One page of the selection, in `order`, as the generator made the products.
    func page(_ selection: ProductSelection, order: ProductListingOrder, offset: Int, limit: Int) async throws
        -> [CatalogProduct]
    {
        let documents: [Data] = try await catalog.reader.read { db in
            let (sql, arguments) = Self.pageQuery(selection, order: order)
            return try Data.fetchAll(db, sql: sql, arguments: arguments + [limit, offset])
        }
        return try documents.map { try ProductDocument.decode($0) }
    }

    /// How many products the selection holds.
    func total(_ selection: ProductSelection) async throws -> Int {
        try await catalog.reader.read { db in
            let clause = selection.whereClause()
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product p \(clause.sql)", arguments: clause.arguments) ?? 0
        }
    }

    /// The values of a facet kind among the products the selection holds under every other
    /// filter, with their counts, most first.
    func facetCounts(_ selection: ProductSelection, kind: ProductCatalogSchema.FacetKind, dimension: ProductSelection.Dimension)
        async throws -> [FacetCount]
    {
        try await catalog.reader.read { db in
            let conditions = selection.conditions(excluding: dimension)
            let filter = conditions.sql.isEmpty ? "" : "AND " + conditions.sql
            let sql = """
                SELECT f.value, MIN(f.name), COUNT(*) AS number
                FROM product p JOIN product_facet f ON f.product_id = p.id AND f.kind = ?
                WHERE 1 \(filter)
                GROUP BY f.value
                """
            return try Row.fetchAll(db, sql: sql, arguments: [kind.rawValue] + conditions.arguments).map { row in
                FacetCount(slug: row[0], name: row[1], count: row[2])
            }
        }
    }

    /// How many products of the selection, under every filter but price, fall in each band.
    func priceBandCounts(_ selection: ProductSelection, bands: [PriceBand]) async throws -> [Int] {
        try await catalog.reader.read { db in
            let clause = selection.whereClause(excluding: .price)
            let cases = bands.enumerated().map { "WHEN p.price <= \($0.element.maximum) THEN \($0.offset)" }.joined(
                separator: " ")
            let sql = "SELECT CASE \(cases) ELSE -1 END AS band, COUNT(*) FROM product p \(clause.sql) GROUP BY band"
            var counts = Array(repeating: 0, count: bands.count)
            for row in try Row.fetchAll(db, sql: sql, arguments: clause.arguments) {
                let band: Int = row[0]
                if counts.indices.contains(band) { counts[band] = row[1] }
            }
            return counts
        }
    }

    private static func pageQuery(_ selection: ProductSelection, order: ProductListingOrder) -> (String, StatementArguments) {
        guard order == .relevance, let match = selection.match else {
            let clause = selection.whereClause()
            return (
                "SELECT p.document FROM product p \(clause.sql) ORDER BY \(order.sql) LIMIT ? OFFSET ?", clause.arguments
            )
        }
        var others = selection
        others.match = nil
        let conditions = others.conditions()
        let filter = conditions.sql.isEmpty ? "" : "AND " + conditions.sql
        return (
            """
            SELECT p.document FROM product_search JOIN product p ON p.id = product_search.rowid
            WHERE product_search MATCH ? \(filter) ORDER BY \(order.sql) LIMIT ? OFFSET ?
            """,
            [match] + conditions.arguments
        )
    }
}

/// A product's stored document: the generator's own JSON line.
enum ProductDocument {
    static func decode(_ data: Data) throws -> CatalogProduct {
        try JSONDecoder().decode(CatalogProduct.self, from: data)
    }
}
