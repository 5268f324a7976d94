import GRDB

/// Counts the words of product names, brands and colours — how many products
/// have each — for suggestions. A word is counted once a product.
struct ProductBrowseTermCounter {
    private var counts: [String: (term: String, count: Int)] = [:]
    /// Words already folded, so each distinct word is folded once.
    private var keys: [Substring: String] = [:]

    mutating func add(_ product: ProductBrowseRow, brandName: String) {
        var seen = Set<String>()
        let texts = [product.name, brandName] + product.colours.map(\.name)
        for text in texts {
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where word.count >= 2 {
                let key = keys[word] ?? ProductSearchKey.make(String(word))
                keys[word] = key
                guard seen.insert(key).inserted else { continue }
                counts[key, default: (String(word), 0)].count += 1
            }
        }
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
