import Foundation

/// An expected output line's inline syntax, compiled:
///
/// - `[..]` matches any text within the line;
/// - `[[NAME]]` matches one word (a run of non-blank characters) and keeps it as `NAME`;
/// - `[[NAME:REGEX]]` keeps what the regular expression matched;
/// - `{NAME}` stands for what was kept as `NAME` before (a capture, a redaction's name, or
///   the runner's own `{backend}` and `{data}`);
/// - `\[` and `\{` are the characters themselves.
///
/// Anything else is literal text. A line with none of these compares as plain text.
public struct InlinePattern: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case anyText
        case capture(name: String, regex: String?)
        case reference(String)
    }

    public let segments: [Segment]

    /// Parses `text`; throws when a `[[NAME:REGEX]]` holds a regular expression that does not compile.
    public init(parsing text: String) throws(InlinePatternError) {
        segments = try InlinePatternParser.segments(of: text)
    }

    /// Text that is only literal, whatever characters it holds.
    public init(literal text: String) {
        segments = text.isEmpty ? [] : [.literal(text)]
    }

    /// Whether the line is plain text, compared character for character.
    public var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// The plain text of a literal line.
    public var literalText: String {
        segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
    }

    /// The names this line keeps.
    public var capturedNames: [String] {
        segments.compactMap { if case .capture(let name, _) = $0 { name } else { nil } }
    }

    /// The names this line refers to with `{NAME}`, captures made on the same line left out.
    public var referencedNames: [String] {
        var captured: Set<String> = []
        var referenced: [String] = []
        for segment in segments {
            switch segment {
            case .capture(let name, _): captured.insert(name)
            case .reference(let name) where !captured.contains(name): referenced.append(name)
            default: break
            }
        }
        return referenced
    }

    /// Matches the whole of `line`, with `{NAME}` read from `captures`: the captures with this
    /// line's added, nil when the line does not match; throws the name of a `{NAME}` never kept.
    public func match(_ line: String, captures: [String: String]) throws(UnknownCaptureName) -> [String: String]? {
        if isLiteral { return literalText == line ? captures : nil }
        var pattern = "^"
        var groups: [(group: String, name: String)] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                pattern += NSRegularExpression.escapedPattern(for: text)
            case .anyText:
                pattern += ".*?"
            case .capture(let name, let regex):
                let group = "g\(groups.count)"
                groups.append((group, name))
                pattern += "(?<\(group)>\(regex ?? "\\S+"))"
            case .reference(let name):
                if let earlier = groups.last(where: { $0.name == name }) {
                    pattern += "\\k<\(earlier.group)>"
                } else if let value = captures[name] {
                    pattern += NSRegularExpression.escapedPattern(for: value)
                } else {
                    throw UnknownCaptureName(name: name)
                }
            }
        }
        pattern += "$"
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let found = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        var kept = captures
        for (group, name) in groups {
            if let range = Range(found.range(withName: group), in: line) {
                kept[name] = String(line[range])
            }
        }
        return kept
    }

    /// Whether `line` matches, `{NAME}`s never kept counting as a mismatch.
    public func matches(_ line: String, captures: [String: String]) -> Bool {
        ((try? match(line, captures: captures)) ?? nil) != nil
    }
}

/// A `{NAME}` that nothing kept before the line that uses it.
public struct UnknownCaptureName: Error, Equatable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// An inline pattern that cannot be compiled.
public struct InlinePatternError: Error, Equatable, Sendable {
    public let message: String
}
