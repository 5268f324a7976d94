import Analytics
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
    let source: FakeToolsContentSource
    let emitter = FlowStepEmitter<ToolsFlowStep>()
    /// The events the screens tracked, in order.
    let analytics = InMemoryAnalyticsSink()
    private(set) var steps: [ToolsFlowStep] = []

    init(appLanguage: String = "en", source: FakeToolsContentSource = FakeToolsContentSource()) throws {
        self.source = source
        container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: TestClock.fixed(),
            source: source, analytics: AnalyticsTracker(sinks: [analytics])
        )
        emitter.listen { [unowned self] step in steps.append(step) }
    }

    func listView() async -> ToolsListView {
        await appeared(container.makeToolsListView(flowStepEmitter: emitter))
    }

    func favoritesView() async -> FavoriteToolsView {
        await appeared(container.makeFavoriteToolsView(flowStepEmitter: emitter))
    }

    func detailsView(_ toolId: String) async -> ToolDetailsView {
        await appeared(container.makeToolDetailsView(toolId: toolId, flowStepEmitter: emitter))
    }

    func categoryFilterView() async -> ToolCategoryFilterView {
        await appeared(container.makeToolCategoryFilterView(flowStepEmitter: emitter))
    }

    func languageFilterView() async -> ToolLanguageFilterView {
        await appeared(container.makeToolLanguageFilterView(flowStepEmitter: emitter))
    }

    func settingsView(_ toolId: String) async -> ToolSettingsView {
        await appeared(container.makeToolSettingsView(toolId: toolId))
    }

    func readerView(_ toolId: String) async -> ToolReaderView {
        await appeared(container.makeToolReaderView(toolId: toolId, flowStepEmitter: emitter))
    }

    func lessonsView() async -> LessonsListView {
        await appeared(container.makeLessonsListView(flowStepEmitter: emitter))
    }

    func lessonReaderView(_ lessonId: String) async -> LessonReaderView {
        await appeared(container.makeLessonReaderView(lessonId: lessonId, flowStepEmitter: emitter))
    }

    func downloadsView() async -> DownloadableLanguagesView {
        await appeared(container.makeDownloadableLanguagesView())
    }

    /// Runs a screen command as the REPL would.
    func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }

    private func appeared<Screen: ReplScreen>(_ screen: Screen) async -> Screen {
        await screen.appear()
        return screen
    }
}
