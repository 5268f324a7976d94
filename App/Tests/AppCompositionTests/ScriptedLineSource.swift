import ReplHost

/// Feeds a session fixed lines, as a script would.
@MainActor
final class ScriptedLineSource: LineSource {
    let isInteractive = false
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func nextLine(prompt: String) -> InputLine {
        lines.isEmpty ? .end : .text(lines.removeFirst())
    }
}
