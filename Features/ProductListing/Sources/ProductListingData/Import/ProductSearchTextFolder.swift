/// Folds a product's text for its full-text row as ``ProductSearchKey`` would, a word at a
/// time, each word folded once and then remembered: a catalog repeats the same words
/// across a million products, and Foundation's folding of a whole description costs more
/// than the rest of a product's import. Words in ASCII are kept as they are, since the
/// full-text tokenizer lowers their case itself, which is all the folding does to them.
///
/// The words are runs between spaces: folding leaves spaces alone and works a character at
/// a time, so the text folded word by word reads as the same full-text terms.
struct ProductSearchTextFolder {
    /// Words remembered at most; past it the memory starts again, so a catalog of ever new
    /// words costs a bounded cache.
    static let capacity = 16_384
    private var folded: [Substring: String] = [:]

    mutating func fold(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.contains(where: { $0 >= 0x80 }) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var wordStart = bytes.startIndex
        var wordIsASCII = true
        var index = bytes.startIndex
        while true {
            let atEnd = index == bytes.endIndex
            if atEnd || bytes[index] == 0x20 {
                if wordIsASCII {
                    result.append(contentsOf: bytes[wordStart..<index])
                } else {
                    result.append(contentsOf: key(of: Substring(text.utf8[wordStart..<index])).utf8)
                }
                if atEnd { break }
                result.append(0x20)
                wordStart = bytes.index(after: index)
                wordIsASCII = true
            } else if bytes[index] >= 0x80 {
                wordIsASCII = false
            }
            index = bytes.index(after: index)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func key(of word: Substring) -> String {
        if let known = folded[word] { return known }
        if folded.count >= Self.capacity { folded.removeAll(keepingCapacity: true) }
        let key = ProductSearchKey.make(String(word))
        folded[word] = key
        return key
    }
}
