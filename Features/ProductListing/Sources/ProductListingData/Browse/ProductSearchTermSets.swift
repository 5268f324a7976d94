import Foundation
import GRDB

/// Every full-text term of the catalog (`product_search_term`), and for the frequent
/// ones the products they are in, saved as sets: in any column, and in names and
/// brands (the relevance order's first products). A search word (a prefix) then
/// costs a union of saved sets instead of FTS5 reading a match for every product
/// that has it — a million for a word every description holds. Terms too rare to be
/// worth a set are looked up in FTS5 by their exact spelling, and a word with many
/// of them (or not in plain letters and digits) goes to FTS5 as the prefix it is: the
/// products found are the same either way.
enum ProductSearchTermSets {
    /// A term gets saved sets when at least one product in this many has it: the set
    /// (one bit per product) then costs no more than the list FTS5 keeps.
    static let frequencyDivisor = 64
    /// At most this many terms get saved sets, the most frequent first.
    static let maximumSavedTerms = 512
    /// A word matching more rare terms than this is looked up in FTS5 as a prefix.
    static let maximumRareTerms = 32

    /// Rewrites `product_search_term` from `product_search`; terms in at least
    /// `minimumCount` products (default: one in ``frequencyDivisor``) get sets.
    static func rebuild(_ db: Database, limit: Int, minimumCount: Int? = nil) throws {
        try db.execute(sql: "DELETE FROM product_search_term")
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE IF NOT EXISTS temp.product_search_vocabulary USING fts5vocab(main, 'product_search', 'row')
                """)
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.product_search_vocabulary") }
        try db.execute(
            sql: "INSERT INTO product_search_term (term, product_count) SELECT term, doc FROM temp.product_search_vocabulary")
        let frequent = try String.fetchAll(
            db, sql: "SELECT term FROM product_search_term WHERE product_count >= ? ORDER BY product_count DESC, term LIMIT ?",
            arguments: [minimumCount ?? max(limit / frequencyDivisor, 1), maximumSavedTerms]
        )
        let save = try db.makeStatement(sql: "UPDATE product_search_term SET products = ?, in_title = ? WHERE term = ?")
        for term in frequent {
            let exact = quoted(term)
            let all = try matches(exact, limit: limit, db)
            let inTitle = try matches("{name brand} : \(exact)", limit: limit, db)
            try save.execute(arguments: [all.data, inTitle.data, term])
        }
    }

    /// The products having a term that starts with `word` (a folded word of a search), and
    /// those having one in their name or brand when `withTitles`.
    static func products(
        startingWith word: String, withTitles: Bool, limit: Int, _ db: Database
    ) throws -> (all: ProductBitmap, inTitle: ProductBitmap?) {
        let prefix = "\(quoted(word))*"
        guard isPlainTerm(word) else { return try fullText(prefix, withTitles: withTitles, limit: limit, db) }
        var all = ProductBitmap(limit: limit)
        var inTitle = ProductBitmap(limit: limit)
        var rare: [String] = []
        let rows = try Row.fetchCursor(
            db, sql: "SELECT term, products, in_title FROM product_search_term WHERE term >= ? AND term < ?",
            arguments: [word, word + "\u{10FFFF}"]
        )
        while let row = try rows.next() {
            guard let products = row["products"] as Data? else {
                rare.append(row["term"])
                if rare.count > maximumRareTerms { return try fullText(prefix, withTitles: withTitles, limit: limit, db) }
                continue
            }
            all.formUnion(data: products)
            if withTitles, let titles = row["in_title"] as Data? { inTitle.formUnion(data: titles) }
        }
        if !rare.isEmpty {
            let found = try fullText("(\(rare.map(quoted).joined(separator: " OR ")))", withTitles: withTitles, limit: limit, db)
            all.formUnion(found.all)
            if let titles = found.inTitle { inTitle.formUnion(titles) }
        }
        return (all, withTitles ? inTitle : nil)
    }

    /// What FTS5 finds for `query` (an FTS5 expression), and in names and brands when `withTitles`.
    private static func fullText(
        _ query: String, withTitles: Bool, limit: Int, _ db: Database
    ) throws -> (all: ProductBitmap, inTitle: ProductBitmap?) {
        (try matches(query, limit: limit, db), withTitles ? try matches("{name brand} : \(query)", limit: limit, db) : nil)
    }

    static func matches(_ query: String, limit: Int, _ db: Database) throws -> ProductBitmap {
        var bitmap = ProductBitmap(limit: limit)
        let ids = try Int.fetchCursor(
            db, sql: "SELECT rowid FROM product_search WHERE product_search MATCH ?", arguments: [query])
        while let id = try ids.next() { bitmap.insert(id) }
        return bitmap
    }

    /// `term` as an FTS5 string.
    static func quoted(_ term: String) -> String {
        "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether FTS5's tokenizer keeps `word` as the one term it is (ASCII letters and digits,
    /// already folded), so that the saved terms starting with it are exactly what its prefix matches.
    private static func isPlainTerm(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
}
