import GRDB

/// Counts the words of product names, brands and colours — how many products
/// have each — for suggestions. A word is counted once a product.
struct ProductBrowseTermCounter {
    /// Texts whose words are remembered at most; past it the memory starts again.
    static let textsRemembered = 16_384
    private var counts: [String: (term: String, count: Int)] = [:]
    /// The words of each text seen (two letters or more), with their keys: names, brands and
    /// colours repeat across a catalog, so each distinct text is split and folded once.
    private var wordsOfText: [String: [(key: String, word: String)]] = [:]
    /// Words already folded, so each distinct word is folded once.
    private var keys: [Substring: String] = [:]

    mutating func add(_ product: ProductBrowseRow, brandName: String) {
        add(words: [product.name, brandName] + product.colours.map(\.name))
    }

    /// Counts the words of one product's `texts` (its name, brand and colours).
    mutating func add(words texts: [String]) {
        var seen: [String] = []
        for text in texts {
            for (key, word) in words(of: text) where !seen.contains(key) {
                seen.append(key)
                counts[key, default: (word, 0)].count += 1
            }
        }
    }

    private mutating func words(of text: String) -> [(key: String, word: String)] {
        if let known = wordsOfText[text] { return known }
        if wordsOfText.count >= Self.textsRemembered {
            wordsOfText.removeAll(keepingCapacity: true)
            keys.removeAll(keepingCapacity: true)
        }
        var found: [(key: String, word: String)] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where word.count >= 2 {
            let key = keys[word] ?? ProductSearchKey.make(String(word))
            keys[word] = key
            found.append((key, String(word)))
        }
        wordsOfText[text] = found
        return found
    }

    func save(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM product_browse_term")
        let statement = try db.makeStatement(
            sql: "INSERT INTO product_browse_term (term_key, term, product_count) VALUES (?, ?, ?)")
        for (key, entry) in counts {
            try statement.execute(arguments: [key, entry.term, entry.count])
        }
    }
}
