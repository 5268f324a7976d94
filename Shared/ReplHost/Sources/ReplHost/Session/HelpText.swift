import Localization
import ReplKit

/// Builds `help` from the commands' own declarations: the commands of every
/// screen first, then the current screen's, each with its usage, laid out for
/// `columns` (``HelpLayout``: summaries wrapped at words with a hanging indent).
@MainActor
struct HelpText {
    let strings: Localizer<ReplHostStringKey>
    /// The terminal's width; 80 in scripts (``TerminalWidth``).
    let columns: Int

    func lines(global allGlobal: [ReplCommand], screenTitle: String, screen allScreen: [ReplCommand]) -> [String] {
        let global = allGlobal.filter(\.isListed)
        let screen = allScreen.filter(\.isListed)
        let layout = HelpLayout(usages: (global + screen).map(\.usage), columns: columns)
        var lines = layout.text(strings.text(.helpGlobalHeading))
        lines += global.flatMap { layout.lines(usage: $0.usage, summary: $0.summary) }
        if !screen.isEmpty {
            lines += layout.text(strings.text(.helpScreenHeading, ["screen": screenTitle]))
            lines += screen.flatMap { layout.lines(usage: $0.usage, summary: $0.summary) }
            lines += layout.text(strings.text(.helpItemHint))
        }
        return lines
    }
}
