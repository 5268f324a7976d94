import GRDB

/// The products a search finds: all of them, and those whose name or brand
/// holds every word (shown first when sorting by relevance).
struct ProductSearchMatch: Sendable {
    let all: ProductBitmap
    let inTitle: ProductBitmap

    /// Runs the full-text query `match` (from ``FullTextQuery``) over the catalog.
    static func find(_ match: String, limit: Int, _ db: Database) throws -> ProductSearchMatch {
        ProductSearchMatch(
            all: try bitmap("SELECT rowid FROM product_search WHERE product_search MATCH ?", match, limit: limit, db),
            inTitle: try bitmap("SELECT rowid FROM product_search WHERE product_search MATCH ?", "{name brand} : (\(match))", limit: limit, db)
        )
    }

    private static func bitmap(_ sql: String, _ match: String, limit: Int, _ db: Database) throws -> ProductBitmap {
        var bitmap = ProductBitmap(limit: limit)
        let ids = try Int.fetchCursor(db, sql: sql, arguments: [match])
        while let id = try ids.next() { bitmap.insert(id) }
        return bitmap
    }
}

/// Turns what a person typed into an FTS5 query: each word folded as the saved
/// text is (``ProductSearchKey``), quoted, a prefix, all of them required.
enum FullTextQuery {
    static func match(_ text: String) -> String? {
        let words = ProductSearchKey.words(text).map { "\"\($0)\"*" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
