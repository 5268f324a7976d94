import Foundation
import JourneyKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app at a terminal (a pseudo-terminal the test holds): what it leaves
/// the terminal in when a signal ends it, and what it draws on one that is dumb.
@Suite("The app at a terminal")
struct TerminalProcessTests {
    private func start(_ run: AppRun, terminal: PseudoTerminal, environment: [String: String?]) throws -> InteractiveApp {
        try InteractiveApp(
            app: run.app, arguments: ["--in-memory"], environment: run.environment(environment), terminal: terminal
        )
    }

    @Test(
        "Given the app waits at its prompt in raw mode When SIGTERM or SIGHUP ends it Then the terminal is back in line mode",
        arguments: [SIGTERM, SIGHUP])
    func signalRestoresTerminal(signal: Int32) async throws {
        let run = try AppRun(name: "terminal-signal")
        defer { run.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        #expect(terminal.isInLineMode)
        let app = try start(run, terminal: terminal, environment: ["TERM": "xterm"])

        await app.waitForOutput(containing: "home › ")
        #expect(!terminal.isInLineMode, "the prompt reads keys in raw mode")
        app.kill(signal)

        #expect(await app.waitForExit() == 128 + signal)
        #expect(terminal.isInLineMode)
    }

    @Test("Given TERM=dumb When a person types at the prompt Then nothing but plain text reaches the terminal")
    func dumbTerminal() async throws {
        let run = try AppRun(name: "terminal-dumb")
        defer { run.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try start(run, terminal: terminal, environment: ["TERM": "dumb", "NO_COLOR": nil])

        await app.waitForOutput(containing: "home › ")
        app.send("where")
        await app.waitForOutput(containing: "home › ", count: 2)
        app.send("quit")

        #expect(await app.waitForExit() == 0)
        #expect(!app.outputBytes.contains(0x1B), "\(app.output.debugDescription)")
        #expect(app.output.contains("Home"))
    }

    @Test("Given NO_COLOR set but empty When the app starts at a terminal Then it still uses colour")
    func emptyNoColour() async throws {
        let run = try AppRun(name: "terminal-colour")
        defer { run.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try start(run, terminal: terminal, environment: ["TERM": "xterm", "NO_COLOR": ""])

        await app.waitForOutput(containing: "home › ")
        app.send("quit")

        #expect(await app.waitForExit() == 0)
        #expect(app.output.contains("\u{1B}[1mHome\u{1B}[0m"))
    }

    @Test(
        "Given the history file in the data folder is a symbolic link When a person types at the prompt Then they are told, and nothing is written where it points"
    )
    func symbolicLinkHistory() async throws {
        let run = try AppRun(name: "terminal-history")
        defer { run.remove() }
        try FileManager.default.createDirectory(at: run.dataDirectory, withIntermediateDirectories: true)
        let target = run.work.appendingPathComponent("elsewhere")
        try Data("before\n".utf8).write(to: target)
        let history = run.dataDirectory.appendingPathComponent("history")
        try FileManager.default.createSymbolicLink(at: history, withDestinationURL: target)
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try InteractiveApp(
            app: run.app, arguments: ["--data-dir", run.dataDirectory.path], environment: run.environment(["TERM": "xterm"]),
            terminal: terminal
        )

        await app.waitForOutput(containing: "home › ")
        app.send("edit first=Secret")
        await app.waitForOutput(containing: "home › ", count: 2)
        app.send("quit")

        #expect(await app.waitForExit() == 0)
        #expect(app.output.contains("the history file \(history.path) is a symbolic link"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "before\n")
    }
}
