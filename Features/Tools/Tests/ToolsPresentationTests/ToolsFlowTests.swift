import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Tools flow")
struct ToolsFlowTests {
    private func start() throws -> (ToolsFlow, NavigationStack) {
        let container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(), clock: TestClock.fixed(), source: FakeToolsContentSource()
        )
        let navigation = NavigationStack()
        let flow = ToolsFlow(diContainer: container, navigation: navigation)
        flow.start()
        return (flow, navigation)
    }

    /// The flow started, on the dashboard's Tools tab.
    private func startOnToolsTab() async throws -> (ToolsFlow, NavigationStack) {
        let (flow, navigation) = try start()
        await run("tab", ["tools"], on: navigation)
        return (flow, navigation)
    }

    private func run(_ name: String, _ arguments: [String] = [], on navigation: NavigationStack) async {
        guard let screen = navigation.top as? any ReplScreen else {
            Issue.record("no screen on top")
            return
        }
        await screen.appear()
        _ = await screen.commands.first { $0.answers(to: name) }?.action(arguments)
    }

    private func routes(_ navigation: NavigationStack) -> [String] {
        navigation.screens.compactMap { ($0 as? any ReplScreen)?.routeName }
    }

    @Test(
        "Given the tools list When the person opens the category filter and chooses a category Then the flow goes back to the list"
    )
    func categoryChoiceReturnsToList() async throws {
        let (flow, navigation) = try await startOnToolsTab()
        await run("category", on: navigation)
        #expect(routes(navigation) == ["tools", "category"])
        await run("choose", ["2"], on: navigation)
        #expect(routes(navigation) == ["tools"])
        withExtendedLifetime(flow) {}
    }

    @Test(
        "Given a tool's details When the person reads it and opens its settings from the reader Then reader and settings are pushed in turn"
    )
    func readerAndSettings() async throws {
        let (flow, navigation) = try await startOnToolsTab()
        await run("open", ["2"], on: navigation)
        await run("read", on: navigation)
        await run("settings", on: navigation)
        #expect(routes(navigation) == ["tools", "details", "read", "settings"])
        withExtendedLifetime(flow) {}
    }

    @Test(
        "Given the tools list When the person opens the language filter and chooses Any language Then the flow goes back to the list"
    )
    func languageChoiceReturnsToList() async throws {
        let (flow, navigation) = try await startOnToolsTab()
        await run("language", on: navigation)
        await run("choose", ["1"], on: navigation)
        #expect(routes(navigation) == ["tools"])
        withExtendedLifetime(flow) {}
    }
}
