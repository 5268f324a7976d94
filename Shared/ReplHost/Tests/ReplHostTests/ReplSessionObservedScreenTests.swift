import Localization
import Observation
import ReplHost
import ReplKit
import Testing

/// A ViewModel as features write them: observable state, inputs named for what the person did.
@MainActor
@Observable
final class CounterViewModel {
    var count = 0
    /// Kept, but not shown: changing it leaves the screen as drawn.
    var lastNote = ""

    func addTapped() { count += 1 }
}

/// A View that only reads its ViewModel; its commands answer without asking for a render.
@MainActor
final class CounterScreen: ReplScreen {
    let viewModel = CounterViewModel()
    let routeName = "counter"
    let title = "Counter"

    var commands: [ReplCommand] {
        [
            ReplCommand(name: "add", summary: "add one") { [unowned self] _ in
                viewModel.addTapped()
                return .message("added")
            },
            ReplCommand(name: "quietly", summary: "add one, say nothing") { [unowned self] _ in
                viewModel.addTapped()
                return .silent
            },
            ReplCommand(name: "refuse", summary: "add one, then fail") { [unowned self] _ in
                viewModel.addTapped()
                return .failure("could not finish")
            },
            ReplCommand(name: "same", summary: "set the count to what it is") { [unowned self] _ in
                viewModel.count = viewModel.count
                return .message("unchanged")
            },
            ReplCommand(name: "note", summary: "change what is not shown") { [unowned self] _ in
                viewModel.lastNote = "noted"
                return .message("noted")
            },
            ReplCommand(name: "show", summary: "draw the screen") { _ in .render },
        ]
    }

    func appear() async {}

    func render() -> [String] { ["count: \(viewModel.count)"] }
}

@MainActor
@Suite("Given a drawn screen whose ViewModel is observed")
struct ReplSessionObservedScreenTests {
    let language = CurrentAppLanguage()
    let output = RecordingOutput()
    let screen = CounterScreen()

    private func run(_ lines: [String]) async {
        let session = ReplSession(
            navigator: SingleScreenNavigator(screen: screen), source: ScriptedLineSource(lines: lines), output: output,
            currentLanguage: language
        )
        _ = await session.run()
    }

    @Test("When a command changes what the screen shows and only answers a message Then the screen is drawn again after it")
    func messageThenRedraw() async {
        await run(["show", "add"])
        #expect(output.lines == ["Counter", "count: 0", "added", "Counter", "count: 1"])
    }

    @Test("When a command changes what the screen shows and says nothing Then the screen is drawn again")
    func silentRedraw() async {
        await run(["show", "quietly", "quietly"])
        #expect(output.lines == ["Counter", "count: 0", "Counter", "count: 1", "Counter", "count: 2"])
    }

    @Test("When a command changes what the screen shows and fails Then the screen is drawn again, then the failure")
    func failureRedraw() async {
        await run(["show", "refuse"])
        #expect(output.lines == ["Counter", "count: 0", "Counter", "count: 1", "could not finish"])
    }

    @Test("When a value is set to what it was Then nothing is drawn twice")
    func sameValueNoRedraw() async {
        await run(["show", "same"])
        #expect(output.lines == ["Counter", "count: 0", "unchanged"])
    }

    @Test("When state the screen did not read changes Then the screen is not drawn again")
    func unreadStateNoRedraw() async {
        await run(["show", "note"])
        #expect(output.lines == ["Counter", "count: 0", "noted"])
    }

    @Test("When the screen was never drawn (a script starts without it) Then a change draws nothing")
    func undrawnScreenStaysUndrawn() async {
        await run(["add"])
        #expect(output.lines == ["added"])
    }
}

/// One screen, nothing to go back to.
@MainActor
final class SingleScreenNavigator: ReplNavigator {
    let screen: any ReplScreen
    let globalCommands: [ReplCommand] = []
    let commandPlaces: [CommandPlace] = []

    init(screen: any ReplScreen) { self.screen = screen }

    var screens: [any ReplScreen] { [screen] }
}
