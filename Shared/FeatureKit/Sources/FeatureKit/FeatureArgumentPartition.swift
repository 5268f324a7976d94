/// Hands each feature the command-line words that are its own.
///
/// The app reads its own options first and keeps the words it did not know; each
/// of those that names an option (`--contacts-url x`, `--contacts-url=x`) goes to
/// the feature whose ``FeatureOptions/flagPrefixes`` it starts with, together
/// with the value that follows it when that value is a separate word.
public struct FeatureArgumentPartition: Equatable, Sendable {
    /// Each feature's words, by feature name, in the order given.
    public private(set) var argumentsByFeature: [String: [String]] = [:]
    /// Words no feature owns: a mistyped option or a stray value.
    public private(set) var unclaimed: [String] = []

    /// - Parameters:
    ///   - arguments: the words the app itself did not recognise.
    ///   - prefixesByFeature: feature name → its option name prefixes.
    public init(arguments: [String], prefixesByFeature: [(feature: String, prefixes: [String])]) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("--"), let owner = Self.owner(of: word, among: prefixesByFeature) else {
                unclaimed.append(word)
                continue
            }
            var words = [word]
            if !word.contains("="), index < arguments.count, !arguments[index].hasPrefix("--") {
                words.append(arguments[index])
                index += 1
            }
            argumentsByFeature[owner, default: []] += words
        }
    }

    private static func owner(of word: String, among prefixesByFeature: [(feature: String, prefixes: [String])]) -> String? {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        return prefixesByFeature.first { entry in entry.prefixes.contains { name.hasPrefix($0) } }?.feature
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.argumentsByFeature == rhs.argumentsByFeature && lhs.unclaimed == rhs.unclaimed
    }
}
