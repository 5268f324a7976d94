import Foundation
import JourneyKit
import SystemKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `app --record FILE` at a terminal (a pseudo-terminal the test types into, in colour): the
/// file it writes holds the commands typed and what a script run prints for them, and the
/// journey runner replays it as it is — after `quit`, after Ctrl-D, and while the session still
/// runs or once a signal has ended it.
@Suite("Recording a session at a terminal")
struct RecordSessionProcessTests {
    private struct Recording {
        let run: AppRun
        let terminal: PseudoTerminal
        let app: InteractiveApp
        let journey: URL

        func remove() {
            terminal.close()
            run.remove()
        }
    }

    /// The app started with `--record` at a colour terminal, `products` and `open 1` typed.
    private func recordProductsThenDetails(_ name: String) async throws -> Recording {
        let run = try AppRun(name: name)
        let terminal = try PseudoTerminal()
        let journey = run.work.appendingPathComponent("recorded.journey")
        let app = try InteractiveApp(
            app: run.app, arguments: ["--record", journey.path],
            environment: run.environment(["TERM": "xterm", "NO_COLOR": nil]), terminal: terminal)
        await app.waitForOutput(containing: "home › ")
        app.send("products")
        await app.waitForOutput(containing: "products › ")
        app.send("open 1")
        await app.waitForOutput(containing: "products › details › ")
        return Recording(run: run, terminal: terminal, app: app, journey: journey)
    }

    /// The `> ` lines of the journey at `url`.
    private func commands(in url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("> ") }.map {
            String($0.dropFirst(2))
        }
    }

    /// Replays the journey at `url` with the journey runner; records the report of each failure.
    private func expectReplayPasses(_ url: URL) async {
        let results = await JourneyRunner(app: AppLocator.app()).run(fileAt: url)
        #expect(!results.isEmpty)
        for result in results where !result.passed {
            Issue.record(Comment(rawValue: result.report + "\n" + ((try? String(contentsOf: url, encoding: .utf8)) ?? "")))
        }
    }

    /// Waits until the file at `url` holds `text`.
    private func waitForFile(_ url: URL, containing text: String) async -> Bool {
        let deadline = ContinuousClock.now + InteractiveApp.patience
        while ContinuousClock.now < deadline {
            if let contents = try? String(contentsOf: url, encoding: .utf8), contents.contains(text) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("\(url.path) never held \(text.debugDescription)")
        return false
    }

    @Test(
        "Given a session recorded at a colour terminal When the person types products, open 1 and quit Then the file holds them with plain script output, and the runner replays it"
    )
    func quitEndsTheRecording() async throws {
        let recording = try await recordProductsThenDetails("record-quit")
        defer { recording.remove() }
        recording.app.send("quit")

        #expect(await recording.app.waitForExit() == 0)
        #expect(recording.app.output.contains("\u{1B}["), "the terminal gets colour")
        let text = try String(contentsOf: recording.journey, encoding: .utf8)
        #expect(!text.contains("\u{1B}"), "no ANSI codes in the journey")
        #expect(!text.contains("home › "), "no prompt in the journey")
        #expect(text.hasPrefix("# Recorded by app --record.\n# app: --now "))
        #expect(text.contains("> products\nProducts\n   1. "))
        #expect(try commands(in: recording.journey) == ["products", "open 1", "quit"])
        await expectReplayPasses(recording.journey)
    }

    @Test(
        "Given a session recorded at a terminal When it ends with Ctrl-D Then the file ends with quit, and journey syntax in what was typed and printed is escaped so it replays"
    )
    func endOfInputEndsTheRecording() async throws {
        let recording = try await recordProductsThenDetails("record-eof")
        defer { recording.remove() }
        recording.app.send("{x} [..] [[y]] # z")
        await recording.app.waitForOutput(containing: "products › details › ", count: 2)
        DescriptorWriter(descriptor: recording.terminal.leader).write("\u{04}")

        #expect(await recording.app.waitForExit() == 0)
        #expect(try commands(in: recording.journey) == ["products", "open 1", "\\{x} [..] [[y]] # z", "quit"])
        let text = try String(contentsOf: recording.journey, encoding: .utf8)
        #expect(text.contains("unknown command \"\\{x}\""))
        await expectReplayPasses(recording.journey)
    }

    @Test(
        "Given a session recorded at a terminal When Ctrl-C drops a half-typed line, and then the terminal hangs up Then the file is complete after each command, while the session runs and after the signal, and replays"
    )
    func interruptAndSignalLeaveACompleteFile() async throws {
        let recording = try await recordProductsThenDetails("record-ctrl-c")
        defer { recording.remove() }
        DescriptorWriter(descriptor: recording.terminal.leader).write("open 2\u{03}")
        await recording.app.waitForOutput(containing: "^C")
        await recording.app.waitForOutput(containing: "products › details › ", count: 2)
        #expect(await waitForFile(recording.journey, containing: "> open 1\n"))

        await expectReplayPasses(recording.journey)
        recording.app.kill(SIGHUP)

        #expect(await recording.app.waitForExit() == 128 + SIGHUP)
        #expect(try commands(in: recording.journey) == ["products", "open 1"])
        await expectReplayPasses(recording.journey)
    }
}
