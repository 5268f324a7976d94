import Localization
import ReplKit

/// The commands the session answers itself on every screen — `help`, `where` and `quit`
/// (`exit`) — declared once, for the session and for describing the app (`app --describe`).
@MainActor
public enum HostCommands {
    /// The three commands, `help` first, each doing what it is given.
    static func make(
        strings: Localizer<ReplHostStringKey>,
        help: @escaping @MainActor () -> ReplOutcome,
        where whereAction: @escaping @MainActor () -> ReplOutcome,
        quit: @escaping @MainActor () -> ReplOutcome
    ) -> [ReplCommand] {
        [
            ReplCommand(name: "help", summary: strings.text(.helpSummary)) { _ in help() },
            ReplCommand(name: "where", summary: strings.text(.whereSummary)) { _ in whereAction() },
            ReplCommand(name: "quit", aliases: ["exit"], usage: "quit, exit", summary: strings.text(.quitSummary)) { _ in
                quit()
            },
        ]
    }

    /// The commands as `help` lists them, in `currentLanguage`; running one does nothing.
    public static func declared(currentLanguage: CurrentAppLanguage) -> [ReplCommand] {
        make(strings: ReplHostStrings.localizer(currentLanguage), help: { .silent }, where: { .silent }, quit: { .silent })
    }
}
