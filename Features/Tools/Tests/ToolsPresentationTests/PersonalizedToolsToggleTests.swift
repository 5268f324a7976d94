import FeatureKit
import Navigation
import ReplKit
import Synchronization
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsDomain
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("The personalizedTools toggle")
struct PersonalizedToolsToggleTests {
    private let off = [ToolsFeature.personalizedToolsToggle]

    @Test(
        "Given personalization toggled off When the Tools or Lessons tab shows Then it has no show or country; by default it has",
        arguments: ["tools", "lessons"]
    )
    func noCommands(tab: String) async throws {
        let tools = try ToggledToolsFeature(off: off)
        try await tools.start(at: ToolsFeature.home)
        _ = try await tools.run("tab", [tab])
        #expect(try !tools.commandNames().contains("show") && !tools.commandNames().contains("country"))
        #expect(try await tools.run("country") == nil)

        let byDefault = try ToggledToolsFeature()
        try await byDefault.start(at: ToolsFeature.home)
        _ = try await byDefault.run("tab", [tab])
        #expect(try byDefault.commandNames().contains("show") && byDefault.commandNames().contains("country"))
    }

    @Test(
        "Given the Tools tab showing its personalized list When personalization is turned off Then it shows the whole list, as by default"
    )
    func listInDefaultOrder() async throws {
        let tools = try ToggledToolsFeature()
        let dashboard = try await tools.start(at: ToolsFeature.home)
        _ = try await tools.run("tab", ["tools"])
        let whole = dashboard.render()
        _ = try await tools.run("show", ["personalized"])
        #expect(dashboard.render().contains("Personalization unavailable"))

        tools.toggles.set(ToolsFeature.personalizedToolsToggle.name, on: false)
        _ = try await tools.appearedTop()

        #expect(dashboard.render() == whole)
    }

    @Test(
        "Given personalization toggled off When a list appears, asks to show personalized or the country Then no ranking is asked for and nothing opens"
    )
    func noRequests() async throws {
        let toggles = SwitchedToolsToggles(ToolsToggles(personalizedTools: false))
        let harness = try ToolsScreensHarness()
        let rankingsAsked = Mutex(0)
        let list = PersonalizedListViewModel<String>(
            list: .tools,
            view: { () async throws(ToolsError) -> String? in
                rankingsAsked.withLock { $0 += 1 }
                return "ranked"
            },
            showPersonalizedListUseCase: harness.container.domainLayer.getShowPersonalizedListUseCase(),
            flowStepEmitter: harness.emitter, toggles: toggles.reading)

        await list.screenAppeared()
        #expect(await list.showTapped(personalized: true) == nil)
        list.countryTapped()

        #expect(rankingsAsked.withLock { $0 } == 0)
        #expect(list.shown == nil)
        #expect(harness.steps.isEmpty)

        toggles.set { $0.personalizedTools = true }
        await list.load()
        #expect(rankingsAsked.withLock { $0 } == 1)
        #expect(list.shown == "ranked")
    }

    @Test("Given personalization toggled off When the menu shows Then it has no localization row and the others are renumbered")
    func menuWithoutLocalization() async throws {
        let tools = try ToggledToolsFeature(off: off)
        let menu = try await tools.start(at: ToolsFeature.menu)

        #expect(
            menu.render() == [
                "  1. Language settings [language]",
                "  2. Tutorial [tutorial]",
                "  3. About [about]",
                "  4. Send feedback [feedback]",
                "Type open and a number or the word in brackets.",
            ])
        guard case .failure = try await tools.run("open", ["localization"]) else {
            Issue.record("open localization was not refused")
            return
        }
        #expect(tools.navigation.screens.count == 1)
        #expect(tools.analytics.events == [.screenView("menu")])
    }

    @Test("Given personalization toggled off When a flow is started at the country setting Then no screen opens")
    func flowOpensNoCountry() throws {
        let container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(), clock: TestClock.fixed(), source: FakeToolsContentSource(),
            toggles: { ToolsToggles(personalizedTools: false) })
        let flow = ToolsFlow(diContainer: container, navigation: NavigationStack(), start: .country)

        flow.start()

        #expect(flow.navigation.screens.isEmpty)
    }

    @Test("Given personalization toggled off When the feature lists its screens Then the country setting is not among them")
    func screenCatalog() throws {
        let names = try ToggledToolsFeature(off: off).feature.screenCatalog().map(\.screen.routeName)
        #expect(!names.contains("country"))
        #expect(try ToggledToolsFeature().feature.screenCatalog().map(\.screen.routeName).contains("country"))
    }
}
