/// The `size=<size>` word of `add` (the size may hold spaces when quoted:
/// `size="10 AU"`). Any other word, and a second size, is refused and named.
struct ChoiceArguments: Equatable {
    /// The size typed, `nil` when none was.
    let size: String?

    /// The arguments in `words`, or the first word that is not one.
    static func parse(_ words: [String]) -> Result<ChoiceArguments, UnknownWord> {
        var size: String?
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].lowercased() == "size", size == nil else { return .failure(UnknownWord(word: word)) }
            size = String(parts[1])
        }
        return .success(ChoiceArguments(size: size))
    }

    struct UnknownWord: Error, Equatable {
        let word: String
    }
}
