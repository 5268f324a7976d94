import Foundation
import GRDB
import ProductCatalogKit

/// Reads listings out of the catalog: the search's hits from FTS5, the page and the facet
/// tally from the in-memory columns, and the page's products from SQLite by row.
struct ProductListingReader: Sendable {
    /// One page of a listing, its total and its facets' tally.
    struct Listing: Sendable {
        let products: [CatalogProduct]
        let tally: ProductTally
        let columns: ProductColumns
    }

    let catalog: ProductCatalog

    func listing(_ selection: ProductSelection, order: ProductListingOrder, offset: Int, limit: Int) async throws -> Listing {
        var hits: [Int]?
        if let match = selection.match { hits = try await searchHits(match, ranked: order == .relevance) }
        let matcher = ProductMatcher(selection, columns: catalog.columns, searchHits: hits)
        let tally = matcher.tally(priceBands: PriceBand.all)
        let page = matcher.page(order: order, rankedHits: hits, offset: offset, limit: limit)
        return Listing(products: try await products(at: page), tally: tally, columns: catalog.columns)
    }

    /// How many products the selection holds.
    func total(_ selection: ProductSelection) async throws -> Int {
        try await listing(selection, order: .newest, offset: 0, limit: 0).tally.total
    }

    /// The indexes of the products an FTS5 expression finds, by relevance when `ranked`.
    private func searchHits(_ match: String, ranked: Bool) async throws -> [Int] {
        try await catalog.reader.read { db in
            let order = ranked ? " ORDER BY rank" : ""
            return try Int.fetchAll(
                db, sql: "SELECT rowid FROM product_search WHERE product_search MATCH ?\(order)", arguments: [match]
            ).map { $0 - 1 }
        }
    }

    /// The products at `indexes`, in that order.
    private func products(at indexes: [Int]) async throws -> [CatalogProduct] {
        guard !indexes.isEmpty else { return [] }
        let documents = try await catalog.reader.read { db in
            let marks = Array(repeating: "?", count: indexes.count).joined(separator: ", ")
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, document FROM product WHERE id IN (\(marks))",
                arguments: StatementArguments(indexes.map { $0 + 1 }))
            return Dictionary(rows.map { (($0[0] as Int) - 1, $0[1] as Data) }, uniquingKeysWith: { first, _ in first })
        }
        return try indexes.compactMap { documents[$0] }.map(ProductDocument.decode)
    }
}

/// A product's stored document: the generator's own JSON line.
enum ProductDocument {
    static func decode(_ data: Data) throws -> CatalogProduct {
        try JSONDecoder().decode(CatalogProduct.self, from: data)
    }
}
