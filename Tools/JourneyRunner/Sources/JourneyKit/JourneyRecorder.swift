/// Record mode: writes the app's actual output into a journey.
///
/// A block whose output already matches is kept exactly as written, `...`
/// lines included. A block that does not match gets the actual output in
/// place of its expected lines; its comments stay (those among the old
/// expected lines move up under the command), and so do the blank lines and
/// comments between blocks. Output lines that would read as a command,
/// comment or wildcard are escaped with a leading `\`.
public enum JourneyRecorder {
    /// The journey text with `actualOutputs[i]` recorded under block `i`; a
    /// nil output keeps the block as written.
    public static func render(_ journey: JourneyFile, actualOutputs: [[String]?]) -> String {
        var lines = journey.preamble
        for (index, block) in journey.blocks.enumerated() {
            lines.append(block.sourceLine)
            let actual = index < actualOutputs.count ? actualOutputs[index] : nil
            if let actual, !TranscriptMatcher.matches(expected: block.patterns, actual: actual) {
                lines += block.innerComments
                lines += TranscriptMatcher.normalized(actual).map(OutputPattern.escapedIfNeeded)
            } else {
                lines += block.bodyLines
            }
            lines += block.trailingTrivia
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The journey text with a run's output recorded; nil when the run
    /// cannot be recorded (unparsable file, app failure).
    public static func render(_ result: JourneyResult) -> String? {
        guard result.canBeRecorded, let journey = result.journey else { return nil }
        return render(journey, actualOutputs: result.blocks.map(\.actual))
    }
}
