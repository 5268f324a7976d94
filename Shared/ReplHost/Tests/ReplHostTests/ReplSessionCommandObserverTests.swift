import Localization
import ReplHost
import ReplKit
import Testing

/// Keeps what a session reported of each command typed, as `screen command` lines.
@MainActor
private final class ReportedCommands: ReplCommandObserver {
    private(set) var reports: [String] = []

    func session(resolved command: String?, typedOn screen: any ReplScreen) {
        reports.append("\(screen.routeName) \(command ?? "nil")")
    }
}

@MainActor
@Suite("Given a REPL session that reports the commands typed")
struct ReplSessionCommandObserverTests {
    let app = SessionHarness()

    private func reports(_ lines: [String]) async -> [String] {
        let reported = ReportedCommands()
        let session = ReplSession(
            navigator: app.navigator, source: ScriptedLineSource(lines: lines), output: app.output,
            currentLanguage: app.language)
        session.commandObserver = reported
        _ = await session.run()
        return reported.reports
    }

    @Test(
        "When screen, global and host commands are typed Then each is reported with the screen it was typed on and its name"
    )
    func resolvedCommands() async {
        let reports = await reports(["HELLO", "open 2", "help", "back", "where", "exit"])

        #expect(reports == ["home hello", "home open", "details help", "details back", "home where", "home quit"])
    }

    @Test("When a word no command answers to is typed Then it is reported with no command")
    func unknownCommand() async {
        #expect(await reports(["opn 2"]) == ["home nil"])
    }

    @Test("When a command gets the wrong number of arguments Then it is still reported as that command")
    func wrongArgumentCount() async {
        #expect(await reports(["open"]) == ["home open"])
    }

    @Test("When a line is empty or cannot be read as words Then nothing is reported")
    func linesThatAreNoCommand() async {
        #expect(await reports(["", "   ", "search \"new york"]).isEmpty)
    }

    @Test("When the host's commands are declared Then they are help, where and quit as help lists them")
    func declaredHostCommands() {
        let commands = HostCommands.declared(currentLanguage: app.language)

        #expect(commands.map(\.name) == ["help", "where", "quit"])
        #expect(commands.map(\.usage) == ["help", "where", "quit, exit"])
        #expect(commands.filter { !$0.isListed }.isEmpty)
    }
}
