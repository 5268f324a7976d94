import Foundation

/// Search text as the catalog compares it: case and accents folded, split into words; and
/// the FTS5 query that finds products with every word (the last one as a prefix, so a search
/// finds products while the word is still being typed).
enum SearchText {
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The words of `text`: letters and digits, folded.
    static func words(_ text: String) -> [String] {
        fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// An FTS5 MATCH expression for `text`, or `nil` when it has no words. Each word is quoted,
    /// so no input is read as FTS5 syntax; each matches as a prefix.
    static func matchExpression(_ text: String) -> String? {
        let words = words(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }
}
