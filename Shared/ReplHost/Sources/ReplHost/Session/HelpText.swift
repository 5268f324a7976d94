import Localization
import ReplKit

/// Builds `help` from the commands' own declarations: the commands of every
/// screen first, then the current screen's, each with its usage.
@MainActor
struct HelpText {
    let strings: Localizer<ReplHostStringKey>

    func lines(global allGlobal: [ReplCommand], screenTitle: String, screen allScreen: [ReplCommand]) -> [String] {
        let global = allGlobal.filter(\.isListed)
        let screen = allScreen.filter(\.isListed)
        let width = (global + screen).map { DisplayWidth.of($0.usage) }.max() ?? 0
        var lines = [strings.text(.helpGlobalHeading)]
        lines += global.map { row($0, width: width) }
        if !screen.isEmpty {
            lines.append(strings.text(.helpScreenHeading, ["screen": screenTitle]))
            lines += screen.map { row($0, width: width) }
            lines.append(strings.text(.helpItemHint))
        }
        return lines
    }

    private func row(_ command: ReplCommand, width: Int) -> String {
        "  \(DisplayWidth.padded(command.usage, toColumns: width))  \(command.summary)"
    }
}
