import Localization
import ReplHost
import ReplKit
import Testing

/// A screen whose first load waits for a source that never answers, until it is cancelled.
@MainActor
final class NeverLoadingScreen: ReplScreen {
    let routeName = "slow"
    let title = "Slow"
    let commands: [ReplCommand] = []
    private(set) var isWaiting = false
    private(set) var loadWasCancelled = false

    func appear() async {
        isWaiting = true
        defer { isWaiting = false }
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            loadWasCancelled = true
        }
    }

    func render() -> [String] { [loadWasCancelled ? "nothing loaded" : "loaded"] }
}

@MainActor
@Suite("Given a screen whose first load waits on a silent source", .timeLimit(.minutes(5)))
struct ReplSessionInterruptTests {
    @Test(
        "When Ctrl-C comes while the screen first loads Then the load is cancelled, the screen stays, and the session takes the next command"
    )
    func ctrlCCancelsTheFirstLoad() async throws {
        let app = SessionHarness()
        let slow = NeverLoadingScreen()
        app.home.commands.append(
            ReplCommand(name: "slow", summary: "open a slow screen") { [app] _ in
                app.navigator.pushScreen(slow)
                return .silent
            })
        let interrupts = InterruptMonitor()
        let pressCtrlC = Task { @MainActor in
            while !slow.isWaiting { try await Task.sleep(for: .milliseconds(5)) }
            interrupts.interruptRunningWork()
        }

        let end = await app.run(["slow", "where"], interrupts: interrupts)

        try await pressCtrlC.value
        #expect(end == .finished)
        #expect(slow.loadWasCancelled)
        #expect(app.output.lines == ["cancelled", "Home › Slow"])
    }

    @Test("When no Ctrl-C comes Then the screen loads and is rendered as before")
    func loadsWithoutCtrlC() async {
        let app = SessionHarness()
        let interrupts = InterruptMonitor()

        _ = await app.run(["open 1"], interrupts: interrupts)

        #expect(app.output.lines == ["Details", "details of 1"])
    }
}

extension SessionHarness {
    /// Runs `lines` with `interrupts` standing for the person's Ctrl-C.
    func run(_ lines: [String], interrupts: InterruptMonitor) async -> ReplSessionEnd {
        let session = ReplSession(
            navigator: navigator, source: ScriptedLineSource(lines: lines), output: output, currentLanguage: language,
            interrupts: interrupts
        )
        return await session.run()
    }
}

extension FakeNavigator {
    /// Puts any screen on top, not only a `FakeScreen`.
    func pushScreen(_ screen: any ReplScreen) {
        extraScreens.append(screen)
    }
}
