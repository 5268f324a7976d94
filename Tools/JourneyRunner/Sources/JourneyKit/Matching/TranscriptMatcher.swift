/// One expected output line — its text in the inline syntax of ``InlinePattern`` — or `...`
/// for any number of lines.
public enum OutputPattern: Sendable, Hashable {
    case line(String)
    case anyLines

    public static let wildcardText = "..."

    /// Reads a line as written in a journey file: `...` alone is the wildcard,
    /// a leading `\` is dropped so `\...` is the literal text `...` (but `\[` and `\{` are
    /// inline escapes, kept for ``InlinePattern``).
    public init(sourceLine: String) {
        if TranscriptMatcher.trimmingTrailingWhitespace(sourceLine) == Self.wildcardText {
            self = .anyLines
        } else if sourceLine.hasPrefix("\\"), !sourceLine.hasPrefix("\\["), !sourceLine.hasPrefix("\\{") {
            self = .line(String(sourceLine.dropFirst()))
        } else {
            self = .line(sourceLine)
        }
    }

    /// The line as it would be written in a journey file.
    public var sourceText: String {
        switch self {
        case .anyLines:
            Self.wildcardText
        case .line(let text):
            OutputPattern.escapedIfNeeded(text)
        }
    }

    /// Escapes an output line that would otherwise read as a command, comment, event or wildcard.
    public static func escapedIfNeeded(_ text: String) -> String {
        let needsEscape =
            text.hasPrefix("#")
            || text.hasPrefix("\\")
            || JourneyLine.command(in: text) != nil
            || JourneyLine.isEvent(text)
            || JourneyLine.isRequest(text)
            || TranscriptMatcher.trimmingTrailingWhitespace(text) == wildcardText
        return needsEscape ? "\\" + text : text
    }
}

/// One step of the best alignment of expected patterns against actual lines.
public enum AlignmentStep: Sendable, Equatable {
    /// An expected line equal to an actual line.
    case same(String)
    /// A `...` and the actual lines it stood for.
    case wildcard(matched: [String])
    /// An expected line with no actual counterpart.
    case missing(String)
    /// An actual line that nothing expected.
    case unexpected(String)
}

/// Matches expected output patterns against the lines the app printed.
///
/// Lines compare with trailing whitespace ignored, and trailing blank lines
/// on either side are ignored.
public enum TranscriptMatcher {
    /// Whether `actual` matches `expected`, `...` standing for any run of lines, with no
    /// captures kept before.
    public static func matches(expected: [OutputPattern], actual: [String]) -> Bool {
        ((try? match(expected: expected, actual: actual, captures: [:])) ?? nil) != nil
    }

    /// Matches `actual` against `expected` with `captures` kept before: the captures with the
    /// block's added, nil when it does not match; throws a `{NAME}` nothing kept when the block
    /// could not match without it.
    public static func match(expected: [OutputPattern], actual: [String], captures: [String: String])
        throws(UnknownCaptureName) -> [String: String]?
    {
        let compiled = compile(normalized(expected))
        guard compiled.contains(where: { if case .line(let line) = $0 { !line.isLiteral } else { false } }) else {
            return literalMatch(compiled, normalized(actual)) ? captures : nil
        }
        return try CapturingBlockMatcher(patterns: compiled, lines: normalized(actual)).match(captures: captures)
    }

    /// The patterns with each line's inline syntax compiled (a line that cannot compile is literal).
    static func compile(_ patterns: [OutputPattern]) -> [CompiledPattern] {
        patterns.map { pattern in
            switch pattern {
            case .anyLines: .anyLines
            case .line(let text): .line((try? InlinePattern(parsing: text)) ?? InlinePattern(literal: text))
            }
        }
    }

    /// The plain-text match: `...` for any run of lines, other lines equal.
    private static func literalMatch(_ patterns: [CompiledPattern], _ lines: [String]) -> Bool {
        let count = lines.count
        // next[j]: patterns[i+1...] match lines[j...]; computed from the last pattern up.
        var next = [Bool](repeating: false, count: count + 1)
        next[count] = true
        for pattern in patterns.reversed() {
            var current = [Bool](repeating: false, count: count + 1)
            for j in stride(from: count, through: 0, by: -1) {
                switch pattern {
                case .anyLines:
                    current[j] = next[j] || (j < count && current[j + 1])
                case .line(let line):
                    current[j] = j < count && line.literalText == lines[j] && next[j + 1]
                }
            }
            next = current
        }
        return next[0]
    }

    /// The alignment with the fewest missing and unexpected lines; when the
    /// output matches, it holds only `.same` and `.wildcard` steps.
    /// Lines compare by their inline patterns with `captures` (a `{NAME}` nothing kept never matches).
    public static func align(expected: [OutputPattern], actual: [String], captures: [String: String] = [:]) -> [AlignmentStep] {
        let source = normalized(expected)
        let patterns = compile(source)
        let lines = normalized(actual)
        let rows = patterns.count
        let columns = lines.count
        guard rows.multipliedReportingOverflow(by: columns).partialValue <= maximumAlignmentCells else {
            return source.map { .missing($0.sourceText) } + lines.map { .unexpected($0) }
        }
        // cost[i][j]: fewest missing + unexpected lines aligning patterns[i...] with lines[j...].
        var cost = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for j in stride(from: columns - 1, through: 0, by: -1) {
            cost[rows][j] = cost[rows][j + 1] + 1
        }
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns, through: 0, by: -1) {
                switch patterns[i] {
                case .anyLines:
                    cost[i][j] = j < columns ? min(cost[i + 1][j], cost[i][j + 1]) : cost[i + 1][j]
                case .line(let line):
                    var best = cost[i + 1][j] + 1
                    if j < columns {
                        best = min(best, cost[i][j + 1] + 1)
                        if line.matches(lines[j], captures: captures) {
                            best = min(best, cost[i + 1][j + 1])
                        }
                    }
                    cost[i][j] = best
                }
            }
        }

        var steps: [AlignmentStep] = []
        var i = 0
        var j = 0
        var absorbed: [String] = []
        while i < rows || j < columns {
            guard i < rows else {
                steps.append(.unexpected(lines[j]))
                j += 1
                continue
            }
            switch patterns[i] {
            case .anyLines:
                if j < columns, cost[i][j + 1] == cost[i][j] {
                    absorbed.append(lines[j])
                    j += 1
                } else {
                    steps.append(.wildcard(matched: absorbed))
                    absorbed = []
                    i += 1
                }
            case .line(let line):
                if j < columns, line.matches(lines[j], captures: captures), cost[i + 1][j + 1] == cost[i][j] {
                    steps.append(.same(lines[j]))
                    i += 1
                    j += 1
                } else if cost[i + 1][j] + 1 == cost[i][j] {
                    steps.append(.missing(source[i].sourceText))
                    i += 1
                } else {
                    steps.append(.unexpected(lines[j]))
                    j += 1
                }
            }
        }
        return steps
    }

    /// Trailing whitespace removed from each line, trailing blank lines dropped.
    public static func normalized(_ lines: [String]) -> [String] {
        var result = lines.map(trimmingTrailingWhitespace)
        while let last = result.last, last.isEmpty {
            result.removeLast()
        }
        return result
    }

    static func normalized(_ patterns: [OutputPattern]) -> [OutputPattern] {
        var result = patterns.map { pattern in
            switch pattern {
            case .anyLines: pattern
            case .line(let text): OutputPattern.line(trimmingTrailingWhitespace(text))
            }
        }
        while let last = result.last, last == .line("") {
            result.removeLast()
        }
        return result
    }

    static func trimmingTrailingWhitespace(_ line: String) -> String {
        var text = Substring(line)
        while let last = text.last, last.isWhitespace {
            text.removeLast()
        }
        return String(text)
    }

    /// Above this many cells the alignment falls back to "all missing, all unexpected".
    static let maximumAlignmentCells = 4_000_000
}
