/// What the person is told on standard error once a recording ends: where the journey is, and
/// anything that will make its replay fail.
enum RecordingReport {
    static func lines(_ outcome: SessionRecorder.Outcome, path: String) -> [String] {
        let summary = outcome.summary
        let count = summary.commandsWritten
        var lines = ["app: recorded \(count) command\(count == 1 ? "" : "s") to \(path)."]
        if !outcome.differing.isEmpty {
            let count = outcome.differing.count
            lines.append(
                "app: \(count) command\(count == 1 ? "" : "s") printed something else at this terminal than in the replay, "
                    + "whose output the journey holds: \(outcome.differing.map { "\"\($0)\"" }.joined(separator: ", ")) "
                    + "(a terminal draws for its width and shows what a script skips or leaves to the background).")
        }
        if let failure = summary.fileFailure {
            lines.append("app: the journey file stopped taking lines (\(failure.description)): it ends early.")
        }
        if !summary.leadingLines.isEmpty {
            lines.append("app: the replay printed lines before its first command, which fails a journey:")
            lines += summary.leadingLines.prefix(5).map { "  " + $0 }
        }
        if outcome.replayStatus != 0 {
            let unrun = summary.neverEchoed.filter { $0 != "quit" }
            let rest = unrun.isEmpty ? "" : " before it ran \(unrun.map { "\"\($0)\"" }.joined(separator: ", "))"
            lines.append(
                "app: the replay ended with status \(outcome.replayStatus)\(rest); a replay of the journey fails there too.")
            lines += outcome.replayErrors.map { "  " + $0 }
        }
        return lines
    }
}
