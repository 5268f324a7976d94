/// Which commands printed something else at the person's terminal than in the replay whose
/// output the journey holds: a terminal draws for its width, shows what a script skips (a first
/// run's onboarding, QR codes), leaves downloads to the background and lets Ctrl-C cancel a
/// command. Lines compare as the journey runner compares them: trailing white space and trailing
/// blank lines aside.
enum TerminalOutputComparison {
    /// The commands, in the order typed, whose output at the terminal (`terminal`, by id)
    /// differs from the replay's (`replayed`, by id). A command the replay never ran is not
    /// compared.
    static func differing(terminal: [Int: [String]], replayed: [Int: (command: String, lines: [String])]) -> [String] {
        replayed.keys.sorted().compactMap { id in
            guard let replay = replayed[id] else { return nil }
            return normalized(terminal[id] ?? []) == normalized(replay.lines) ? nil : replay.command
        }
    }

    private static func normalized(_ lines: [String]) -> [Substring] {
        var result = lines.map { line in
            line[..<(line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex)]
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}
