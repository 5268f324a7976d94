import Localization
import Navigation
import Persistence
import ReplKit
import TestSupport
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

/// The Tools screens built by their DiContainer on the fake catalog in an
/// in-memory database, with the flow steps they emit recorded.
@MainActor
final class ToolsScreensHarness {
    let container: ToolsDiContainer
    let emitter = FlowStepEmitter<ToolsFlowStep>()
    private(set) var steps: [ToolsFlowStep] = []

    init(appLanguage: String = "en") throws {
        container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: TestClock.fixed(),
            source: FakeToolsContentSource()
        )
        emitter.listen { [unowned self] step in steps.append(step) }
    }

    func listView() async -> ToolsListView {
        let view = container.makeToolsListView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    func favoritesView() async -> FavoriteToolsView {
        let view = container.makeFavoriteToolsView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    /// Runs a screen command as the REPL would.
    func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }
}
