import GRDB

/// The products a search finds, and — for ordering by relevance — those whose
/// name or brand holds every word (shown first).
struct ProductSearchMatch: Sendable {
    let all: ProductBitmap
    /// `nil` until the relevance order needs it: it costs a second full-text query.
    let inTitle: ProductBitmap?

    /// The products having a word starting with each of `query`'s words, and those having
    /// them all in their name or brand too when `withTitles` (see ``ProductSearchTermSets``).
    static func find(_ query: FullTextQuery, limit: Int, withTitles: Bool, _ db: Database) throws -> ProductSearchMatch {
        var all: ProductBitmap?
        var inTitle: ProductBitmap?
        for word in query.words {
            let found = try ProductSearchTermSets.products(startingWith: word, withTitles: withTitles, limit: limit, db)
            all = all.map { $0.intersection(found.all) } ?? found.all
            if let titles = found.inTitle { inTitle = inTitle.map { $0.intersection(titles) } ?? titles }
        }
        return ProductSearchMatch(all: all ?? ProductBitmap(limit: limit), inTitle: inTitle)
    }

    /// This match with the products found in names and brands added when they are wanted and missing.
    func withTitles(_ query: FullTextQuery, limit: Int, _ db: Database) throws -> ProductSearchMatch {
        guard inTitle == nil else { return self }
        return ProductSearchMatch(all: all, inTitle: try Self.find(query, limit: limit, withTitles: true, db).inTitle)
    }
}

/// What a person typed, as full-text search takes it: each word folded as the saved
/// text is (``ProductSearchKey``), each a word start, all of them required.
struct FullTextQuery: Equatable, Sendable {
    let words: [String]

    /// `nil` when `text` has no word.
    init?(_ text: String) {
        words = ProductSearchKey.words(text)
        guard !words.isEmpty else { return nil }
    }
}
