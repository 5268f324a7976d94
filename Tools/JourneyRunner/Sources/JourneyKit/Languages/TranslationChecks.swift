import Foundation

/// What a translator's mistake looks like in a command's output, found by comparing the
/// output in a language with the same command's output in English:
/// - text left in English where the language's table has its own words;
/// - a raw key (`list.count`) or a placeholder (`{count}`) shown as it stands;
/// - a line wider than the terminal (80 columns in scripts) where English fits.
public struct TranslationChecks: Sendable {
    public static let terminalWidth = 80
    /// English fragments shorter than this are not looked for (command words stay English).
    static let shortestFragment = 14

    /// English fragment → the keys whose English form holds it, for keys translated in `language`.
    private let leftovers: [(fragment: String, key: String)]
    private let keys: Set<String>
    private let placeholders: Set<String>

    public init(tables: StringTables, language: String) {
        let english = tables.tables["en"] ?? [:]
        let own = tables.tables[language] ?? [:]
        var leftovers: [(String, String)] = []
        for (key, forms) in english {
            guard let translated = own[key], translated != forms else { continue }
            for form in forms {
                for fragment in Self.fragments(of: form) where !translated.contains(where: { $0.contains(fragment) }) {
                    leftovers.append((fragment, StringTables.bareKey(key)))
                }
            }
        }
        self.leftovers = leftovers.sorted { $0.0.count > $1.0.count }
        keys = Set(english.keys.map(StringTables.bareKey).filter { $0.contains(".") })
        placeholders = Set(
            english.values.flatMap { $0 }.flatMap { NameReferences.names(in: $0) })
    }

    /// The problems of `lines` (a command's output in the language) beside `english` (the same
    /// command's output in English).
    /// `leftovers` false leaves out the English-text check (the block is in English on purpose).
    public func problems(in lines: [String], english: [String], leftovers checksLeftovers: Bool = true) -> [String] {
        var problems: [String] = []
        let englishText = english.joined(separator: "\n")
        let englishFits = english.allSatisfy { DisplayWidth.of($0) <= Self.terminalWidth }
        for line in lines {
            if checksLeftovers, let leftover = leftovers.first(where: { line.contains($0.fragment) }) {
                problems.append("text left in English: \"\(leftover.fragment)\" (\(leftover.key)) in \"\(line)\"")
            }
            for word in line.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "(" || $0 == ")" })
            where keys.contains(String(word)) && !englishText.contains(word) {
                problems.append("a raw key: \"\(word)\" in \"\(line)\"")
            }
            for name in NameReferences.names(in: line) where placeholders.contains(name) && !englishText.contains("{\(name)}") {
                problems.append("a placeholder left unfilled: \"{\(name)}\" in \"\(line)\"")
            }
            if englishFits, DisplayWidth.of(line) > Self.terminalWidth {
                problems.append("wider than the terminal (\(DisplayWidth.of(line)) columns): \"\(line)\"")
            }
        }
        return problems
    }

    /// The runs of a form between its placeholders, trimmed, long enough to tell apart.
    static func fragments(of form: String) -> [String] {
        var fragments: [String] = []
        var current = ""
        var index = form.startIndex
        while index < form.endIndex {
            if form[index] == "{", let close = form[index...].firstIndex(of: "}") {
                fragments.append(current)
                current = ""
                index = form.index(after: close)
            } else {
                current.append(form[index])
                index = form.index(after: index)
            }
        }
        fragments.append(current)
        return fragments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.count >= shortestFragment && $0.contains(" ") }
    }
}
