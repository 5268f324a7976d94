import Foundation

/// What changes from run to run in the app's output, replaced before matching so a transcript
/// can be kept: the runner's own `{backend}` (the backend's address, a new port each run) and
/// `{data}` (the journey's temporary data folder, each of them after a `restart fresh`), then
/// each `# redact: REGEX => {NAME}` header in order. A `{NAME}` replacement makes `NAME` a name
/// expected lines may use for itself. Before all of them, a secret's value (`# secret:`) is
/// written `{NAME}` (``JourneySecrets``), a name no line may use.
public struct Redactions: Sendable {
    /// One `# redact:` header.
    public struct Rule: Sendable, Equatable {
        public let regex: String
        public let replacement: String

        /// Reads a header's value, `REGEX => REPLACEMENT`; a message when it is not one.
        public init(header value: String) throws(InlinePatternError) {
            guard let arrow = value.range(of: " => ", options: .backwards) else {
                throw InlinePatternError(message: "\"# redact:\" reads \"REGEX => {NAME}\"")
            }
            let regex = String(value[..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
            let replacement = String(value[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
            guard !regex.isEmpty, (try? NSRegularExpression(pattern: regex)) != nil else {
                throw InlinePatternError(message: "\"# redact:\": \"\(regex)\" is not a valid regular expression")
            }
            self.regex = regex
            self.replacement = replacement
        }

        /// The name a `{NAME}` replacement gives, nil for other replacements.
        public var name: String? {
            guard replacement.hasPrefix("{"), replacement.hasSuffix("}") else { return nil }
            let name = replacement.dropFirst().dropLast()
            return InlinePatternParser.isName(name) ? String(name) : nil
        }
    }

    private let secrets: JourneySecrets
    private let literals: [(text: String, replacement: String)]
    private let rules: [(expression: NSRegularExpression, replacement: String)]
    /// Every name a redaction writes, the runner's included: each stands for itself.
    public let names: [String]

    /// `otherDataDirectories` are the folders of the sessions after a `restart fresh`, also `{data}`.
    public init(
        rules: [Rule], backendURL: String?, dataDirectory: String?, otherDataDirectories: [String] = [],
        secrets: JourneySecrets = JourneySecrets()
    ) {
        var literals: [(String, String)] = []
        var names = ["backend", "data"]
        if let backendURL { literals.append((backendURL, "{backend}")) }
        // The longest first: no folder's path is cut where another's is a prefix of it.
        let folders = ([dataDirectory].compactMap { $0 } + otherDataDirectories).sorted { $0.count > $1.count }
        literals += folders.map { ($0, "{data}") }
        self.secrets = secrets
        self.literals = literals
        self.rules = rules.compactMap { rule in
            (try? NSRegularExpression(pattern: rule.regex)).map {
                ($0, NSRegularExpression.escapedTemplate(for: rule.replacement))
            }
        }
        names += rules.compactMap(\.name)
        self.names = names
    }

    /// `line` with every redaction applied.
    public func apply(_ line: String) -> String {
        var result = literals.reduce(secrets.hiding(in: line)) { $0.replacingOccurrences(of: $1.text, with: $1.replacement) }
        for rule in rules {
            result = rule.expression.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: rule.replacement)
        }
        return result
    }

    /// The names that stand for themselves, as captures: `{data}` matches the text `{data}`.
    public var selfCaptures: [String: String] {
        Dictionary(names.map { ($0, "{\($0)}") }, uniquingKeysWith: { first, _ in first })
    }
}
