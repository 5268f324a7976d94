import GRDB

/// The products a search finds, and — for ordering by relevance — those whose
/// name or brand holds every word (shown first).
struct ProductSearchMatch: Sendable {
    let all: ProductBitmap
    /// `nil` until the relevance order needs it: it costs a second full-text query.
    let inTitle: ProductBitmap?

    /// Runs the full-text query `match` (from ``FullTextQuery``) over the catalog,
    /// and over names and brands too when `withTitles`.
    static func find(_ match: String, limit: Int, withTitles: Bool, _ db: Database) throws -> ProductSearchMatch {
        ProductSearchMatch(all: try products(matching: match, limit: limit, db), inTitle: withTitles ? try titles(match, limit: limit, db) : nil)
    }

    /// This match with the products found in names and brands added when they are wanted and missing.
    func withTitles(_ match: String, limit: Int, _ db: Database) throws -> ProductSearchMatch {
        guard inTitle == nil else { return self }
        return ProductSearchMatch(all: all, inTitle: try Self.titles(match, limit: limit, db))
    }

    private static func titles(_ match: String, limit: Int, _ db: Database) throws -> ProductBitmap {
        try products(matching: "{name brand} : (\(match))", limit: limit, db)
    }

    private static func products(matching match: String, limit: Int, _ db: Database) throws -> ProductBitmap {
        var bitmap = ProductBitmap(limit: limit)
        let ids = try Int.fetchCursor(db, sql: "SELECT rowid FROM product_search WHERE product_search MATCH ?", arguments: [match])
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
