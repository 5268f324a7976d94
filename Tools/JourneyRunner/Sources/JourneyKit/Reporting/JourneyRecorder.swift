import Foundation

/// Record mode: writes the app's actual output into a journey file, changing only what differs.
///
/// A block whose output matches is kept exactly as written. In a block that does not, each
/// expected line that matched stays as written (its `[..]`, captures and `{NAME}`s too), each
/// `...` stays, a line nothing answered goes, and each line nothing expected is written in
/// (escaped where it would read as journey syntax: `\#`, `\>`, `\%`, `\<`, `\...`, `\[..]`,
/// `\[[`, `\{NAME}`). Comments, `% ` and `< ` lines stay, moved up under the command. Headers,
/// tables and `> include` lines are never touched, nor are parts: a part's block that differs
/// is named in a note. In a table journey, a block is written only when every row agrees on
/// it — as it is, or with each row's own values written back as `{column}` — else a note names
/// the row that differs.
public enum JourneyRecorder {
    /// What recording a file came to.
    public struct Recording: Sendable, Equatable {
        /// The file's new text.
        public let text: String
        /// What could not be recorded, and why.
        public let notes: [String]
    }

    /// Records the runs of one file (`results`: one per table row, or the one) into its text
    /// `original`; nil when a run cannot be recorded (a malformed file, an app that failed).
    public static func record(original: String, results: [JourneyResult]) -> Recording? {
        guard !results.isEmpty, results.allSatisfy(\.canBeRecorded) else { return nil }
        var lines = SourceLines.split(original)
        var notes: [String] = []
        var patches: [(line: Int, count: Int, body: [String])] = []
        let rows = results.map { result in result.blocks }
        for index in rows[0].indices {
            let outcomes = rows.compactMap { index < $0.count ? $0[index] : nil }
            let block = outcomes[0].block
            guard outcomes.contains(where: { !$0.matched }) else { continue }
            guard block.includedAt == nil else {
                notes.append(
                    "\(block.location(in: results[0].journey?.fileName ?? "")): differs; parts are not recorded: update the part")
                continue
            }
            let plain = zip(results, outcomes).map { result, outcome in
                merged(outcome, original: lines, row: nil, knownNames: knownNames(result))
            }
            let candidates = zip(results, outcomes).map { result, outcome in
                merged(outcome, original: lines, row: result.journey?.example, knownNames: knownNames(result))
            }
            guard let body = agreed(plain) ?? agreed(candidates) else {
                let differing = zip(results, candidates).first { $0.1 != candidates[0] }?.0.name ?? ""
                notes.append(
                    "\(block.file):\(block.lineNumber): the rows print different output; not recorded (\(differing) differs)")
                continue
            }
            let region = Array(lines[block.lineNumber..<(block.lineNumber + block.bodyLines.count)])
            let kept = region.filter { JourneyLine.isComment($0) || JourneyLine.isEvent($0) || JourneyLine.isRequest($0) }
            patches.append((block.lineNumber, region.count, kept + body))
        }
        for patch in patches.sorted(by: { $0.line > $1.line }) {
            lines.replaceSubrange(patch.line..<(patch.line + patch.count), with: patch.body)
        }
        return Recording(text: lines.map { $0 + "\n" }.joined(), notes: notes)
    }

    /// The journey text with `actualOutputs[i]` recorded under block `i`; a nil output keeps
    /// the block as written. For a journey read from one file, no table.
    public static func render(_ journey: JourneyFile, actualOutputs: [[String]?]) -> String {
        let outcomes = journey.blocks.enumerated().map { index, block in
            BlockOutcome(block: block, actual: index < actualOutputs.count ? actualOutputs[index] : nil)
        }
        var lines = journey.preamble
        for block in journey.blocks { lines += [block.sourceLine] + block.bodyLines + block.trailingTrivia }
        let result = JourneyResult(
            name: journey.name, journey: journey, blocks: outcomes.map(recordable), sessions: [], problems: [])
        return record(original: lines.map { $0 + "\n" }.joined(), results: [result])?.text ?? ""
    }

    /// The journey text with a run's output recorded; nil when the run cannot be recorded.
    public static func render(_ result: JourneyResult) -> String? {
        guard result.canBeRecorded, let journey = result.journey else { return nil }
        return render(journey, actualOutputs: result.blocks.map(\.actual))
    }

    /// A block never echoed is kept as written.
    private static func recordable(_ outcome: BlockOutcome) -> BlockOutcome {
        outcome.actual == nil
            ? BlockOutcome(block: outcome.block, actual: nil, matched: true, captures: outcome.captures) : outcome
    }

    private static func knownNames(_ result: JourneyResult) -> Set<String> {
        Set(["backend", "data"] + (result.journey?.world.redactions.compactMap(\.name) ?? []))
    }

    /// The block's expected lines with the actual output filled in where they differ.
    private static func merged(_ outcome: BlockOutcome, original: [String], row: ExampleRow?, knownNames: Set<String>)
        -> [String]
    {
        guard let actual = outcome.actual else { return outcome.block.expected.map { original[$0.lineNumber - 1] } }
        let written = outcome.block.expected.map { original[$0.lineNumber - 1] }
        var body: [String] = []
        var next = 0
        for step in TranscriptMatcher.align(expected: outcome.block.patterns, actual: actual, captures: outcome.captures) {
            switch step {
            case .same, .wildcard:
                body.append(written[next])
                next += 1
            case .missing:
                next += 1
            case .unexpected(let text):
                body.append(RecordedLine.text(text, knownNames: knownNames, row: row))
            }
        }
        return body
    }

    /// The body every row agrees on: as printed, or each with its row's values as `{column}`.
    private static func agreed(_ candidates: [[String]]) -> [String]? {
        candidates.allSatisfy { $0 == candidates[0] } ? candidates[0] : nil
    }
}

/// An actual output line as record mode writes it.
enum RecordedLine {
    static func text(_ line: String, knownNames: Set<String>, row: ExampleRow?) -> String {
        var text = escapedInline(line, knownNames: knownNames)
        if let row { text = withColumns(text, row: row) }
        return OutputPattern.escapedIfNeeded(text)
    }

    /// `[..]`, `[[` and `{NAME}` (for a name no redaction writes) escaped as `\[..]`, `\[[`, `\{NAME}`.
    static func escapedInline(_ line: String, knownNames: Set<String>) -> String {
        var text = line.replacingOccurrences(of: "[..]", with: "\\[..]").replacingOccurrences(of: "[[", with: "\\[[")
        text = NameReferences.replacing(in: text) { knownNames.contains($0) ? nil : "\\{\($0)}" }
        return text
    }

    /// Each of the row's values (two characters or more, as a whole word) written as `{column}`.
    static func withColumns(_ line: String, row: ExampleRow) -> String {
        var text = line
        for (column, value) in row.values.sorted(by: { $0.value.count > $1.value.count }) where value.count >= 2 {
            let pattern = "(?<![\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: value) + "(?![\\p{L}\\p{N}])"
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            text = expression.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text),
                withTemplate: NSRegularExpression.escapedTemplate(for: "{\(column)}"))
        }
        return text
    }
}
