import Foundation

/// Which screens the journeys reached and which of each screen's commands were typed there
/// (`journey --coverage`), from the app's description and the sessions' coverage logs.
public struct ScreenCoverage: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let screen: AppDescription.Screen
        public let reached: Bool
        /// The screen's own commands typed on it, sorted.
        public let typed: [String]
        /// The screen's own commands never typed on it, sorted.
        public let untyped: [String]
    }

    public let rows: [Row]
    /// Global commands typed anywhere, and those never typed.
    public let globalTyped: [String]
    public let globalUntyped: [String]

    public init(description: AppDescription, lines: [CoverageLogLine]) {
        var typed: [String: Set<String>] = [:]
        var reached: Set<String> = []
        var global: Set<String> = []
        let globalVerbs = Set(description.globalCommands.map(\.verb))
        for line in lines {
            reached.insert(line.screen)
            guard let command = line.command else { continue }
            typed[line.screen, default: []].insert(command)
            if globalVerbs.contains(command) { global.insert(command) }
        }
        rows = description.screens.sorted { $0.name < $1.name }.map { screen in
            let verbs = Set(screen.commands.map(\.verb))
            let done = verbs.intersection(typed[screen.name] ?? [])
            return Row(
                screen: screen, reached: reached.contains(screen.name), typed: done.sorted(),
                untyped: verbs.subtracting(done).sorted())
        }
        globalTyped = global.sorted()
        globalUntyped = globalVerbs.subtracting(global).sorted()
    }

    public var screensReached: Int { rows.filter(\.reached).count }
    public var pairsTyped: Int { rows.reduce(0) { $0 + $1.typed.count } }
    public var pairs: Int { rows.reduce(0) { $0 + $1.typed.count + $1.untyped.count } }

    /// `screens reached 40 of 44 (90.9 %), screen × command pairs 210 of 260 (80.8 %)`.
    public var totals: String {
        "screens reached \(screensReached) of \(rows.count) (\(Self.percent(screensReached, rows.count))), "
            + "screen × command pairs \(pairsTyped) of \(pairs) (\(Self.percent(pairsTyped, pairs))), "
            + "global commands \(globalTyped.count) of \(globalTyped.count + globalUntyped.count)"
    }

    /// The table as Markdown: a row a screen, then the totals.
    public var markdown: String {
        var lines = [
            "# Screen coverage of the journeys", "", totals, "",
            "| screen | routes | reached | commands typed | never typed |", "|---|---|---|---|---|",
        ]
        for row in rows {
            lines.append(
                "| \(row.screen.name) | \(row.screen.routes.map { "`\($0)`" }.joined(separator: ", ")) | \(row.reached ? "yes" : "**no**") | "
                    + "\(row.typed.joined(separator: ", ")) | \(row.untyped.joined(separator: ", ")) |")
        }
        lines += [
            "", "Global commands typed: \(globalTyped.joined(separator: ", "))",
            "Global commands never typed: \(globalUntyped.joined(separator: ", "))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
    }
}
