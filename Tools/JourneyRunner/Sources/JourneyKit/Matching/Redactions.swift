import Foundation

/// What changes from run to run in the app's output, replaced before matching so a transcript
/// can be kept: the runner's own `{backend}` (the backend's address, a new port each run) and
/// `{data}` (the journey's temporary data folder), then each `# redact: REGEX => {NAME}` header
/// in order. A `{NAME}` replacement makes `NAME` a name expected lines may use for itself.
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

    private let literals: [(text: String, replacement: String)]
    private let rules: [(expression: NSRegularExpression, replacement: String)]
    /// Every name a redaction writes, the runner's included: each stands for itself.
    public let names: [String]

    public init(rules: [Rule], backendURL: String?, dataDirectory: String?) {
        var literals: [(String, String)] = []
        var names = ["backend", "data"]
        if let backendURL { literals.append((backendURL, "{backend}")) }
        if let dataDirectory { literals.append((dataDirectory, "{data}")) }
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
        var result = literals.reduce(line) { $0.replacingOccurrences(of: $1.text, with: $1.replacement) }
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
