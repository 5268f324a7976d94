import Analytics
import Localization
import Navigation
import Persistence
import ReplKit
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

/// The Tools flow on the fake catalog, started at `start`, with the introduction allowed
/// (as `--onboarding` allows it in a script) or not, on a database a test may share.
@MainActor
private final class DashboardHarness {
    let flow: ToolsFlow
    let navigation = NavigationStack()
    let analytics = InMemoryAnalyticsSink()

    init(
        start: ToolsFlow.Start = .tools, showsOnboarding: Bool = false, database: AppDatabase? = nil,
        appLanguage: String = "en", startsFlow: Bool = true
    ) throws {
        let container = ToolsDiContainer(
            database: try database ?? TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(appLanguage), clock: TestClock.fixed(),
            source: FakeToolsContentSource(), analytics: AnalyticsTracker(sinks: [analytics]),
            dashboard: ToolsDashboardConfiguration(showsOnboardingInScripts: showsOnboarding)
        )
        flow = ToolsFlow(diContainer: container, navigation: navigation, start: start)
        if startsFlow { flow.start() }
    }

    var top: any ReplScreen {
        get throws { try #require(navigation.top as? any ReplScreen) }
    }

    var routes: [String] { navigation.screens.compactMap { ($0 as? any ReplScreen)?.routeName } }

    /// Lets the top screen load, as the REPL does when it comes on top.
    func appear() async throws {
        try await top.appear()
    }

    /// Runs a command of the top screen as the REPL would, then lets a new top screen load.
    @discardableResult
    func run(_ name: String, _ arguments: [String] = []) async throws -> ReplOutcome? {
        let screen = try top
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        let outcome = await command.action(arguments)
        if try top !== screen { try await appear() }
        return outcome
    }
}

@MainActor
@Suite("The dashboard")
struct DashboardScreensTests {
    @Test("Given tools opened When the dashboard shows Then it is on Favorites, with the tab bar and the featured lesson")
    func startsOnFavorites() async throws {
        let app = try DashboardHarness()
        try await app.appear()

        #expect(app.routes == ["favorites"])
        #expect(try app.top.title == "Favorites")
        #expect(
            try app.top.render() == [
                "  Lessons · [Favorites] · Tools — type tab and a name to switch",
                "  Welcome! Your favorite tools and a lesson to start with are here.",
                "Featured lesson",
                "  1. Kappa",
                "  No favorites yet — type tab tools, then fav and a number.",
            ])
    }

    @Test("Given the dashboard When the person switches to Tools, favorites two tools and comes back Then Favorites lists them")
    func favoritesFromToolsTab() async throws {
        let app = try DashboardHarness()
        try await app.appear()

        #expect(try await app.run("tab", ["tools"]) == .render)
        #expect(app.routes == ["tools"])
        try await app.run("fav", ["4"])
        try await app.run("fav", ["3"])
        try await app.run("tab", ["favorites"])

        let lines = try app.top.render()
        #expect(lines.contains("Your favorite tools"))
        #expect(lines.contains("  2. Beta · Training"))
        #expect(lines.contains("  3. Gamma · Spiritual Growth"))
        #expect(lines.contains("View all (2) — type all"))
    }

    @Test("Given the dashboard When the person types tab with a name that is no tab Then it says which tabs there are")
    func unknownTab() async throws {
        let app = try DashboardHarness()
        try await app.appear()
        #expect(
            try await app.run("tab", ["bag"])
                == .failure("There is no tab \"bag\" — type tab lessons, tab favorites or tab tools."))
        #expect(app.routes == ["favorites"])
    }

    @Test(
        "Given the Favorites tab When the person opens the featured lesson, or all Then the lesson reader, or every favorite, opens"
    )
    func opensFromFavoritesTab() async throws {
        let app = try DashboardHarness()
        try await app.appear()

        try await app.run("open", ["1"])
        #expect(app.routes == ["favorites", "lesson"])
        app.navigation.pop()
        try await app.run("all")
        #expect(app.routes == ["favorites", "favorites"])
        #expect(try app.top is FavoriteToolsView)
    }

    @Test(
        "Given the Favorites tab, which has no refresh of its own When the person types refresh Then the Tools tab's refresh runs and the tab shows again"
    )
    func refreshOnFavoritesTab() async throws {
        let app = try DashboardHarness()
        try await app.appear()
        #expect(try app.top.commands.map(\.name) == ["tab", "open", "all", "refresh"])

        let outcome = try await app.run("refresh")

        guard case .messageThenRender = outcome else {
            Issue.record("refresh said \(String(describing: outcome))")
            return
        }
        #expect(app.routes == ["favorites"])
    }

    @Test("Given lessons opened When the dashboard shows Then it is on the Lessons tab with the lesson commands")
    func lessonsTab() async throws {
        let app = try DashboardHarness(start: .lessons)
        try await app.appear()
        #expect(app.routes == ["lessons"])
        let names = try app.top.commands.map(\.name)
        #expect(names.first == "tab")
        #expect(Set(["open", "language", "refresh", "show", "country"]).isSubset(of: Set(names)))
    }
}

@MainActor
@Suite("The introduction")
struct OnboardingScreensTests {
    @Test(
        "Given a first dashboard where the introduction is allowed When it opens Then the first page shows, with next, prev and skip"
    )
    func showsFirst() async throws {
        let app = try DashboardHarness(showsOnboarding: true)
        try await app.appear()

        #expect(app.routes == ["onboarding"])
        #expect(try app.top.title == "Welcome to GodTools")
        #expect(try app.top.commands.map(\.name) == ["next", "prev", "skip"])
        #expect(try app.top.render().first == "  Page 1 of 4 · Ready for every conversation")
        #expect(app.analytics.events.first == ToolsDashboardAnalyticsEvent.onboardingPageViewed(page: 1).analyticsEvent)
    }

    @Test("Given the introduction When the person goes through every page Then the Favorites tab shows, loaded")
    func throughToTheEnd() async throws {
        let app = try DashboardHarness(showsOnboarding: true)
        try await app.appear()

        #expect(try await app.run("prev") == .failure("This is the first page — type next to go on."))
        for _ in 1..<4 { #expect(try await app.run("next") == .render) }
        #expect(try app.top.render().last == "Type next to start using GodTools.")
        #expect(try await app.run("next") == .render)

        #expect(app.routes == ["favorites"])
        #expect(try app.top.render().contains("  1. Kappa"))
    }

    @Test(
        "Given the introduction skipped on its second page When the dashboard opens again on the same data Then it does not show")
    func neverAgainOnceSkipped() async throws {
        let database = try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations])
        let first = try DashboardHarness(showsOnboarding: true, database: database)
        try await first.appear()
        try await first.run("next")
        #expect(try await first.run("skip") == .render)
        #expect(first.routes == ["favorites"])

        let second = try DashboardHarness(showsOnboarding: true, database: database)
        try await second.appear()
        #expect(second.routes == ["favorites"])
        #expect(first.analytics.events.contains(ToolsDashboardAnalyticsEvent.onboardingSkipped(page: 2).analyticsEvent))
    }

    @Test("Given a script that did not ask for the introduction When the dashboard opens Then the Favorites tab shows at once")
    func notInScripts() async throws {
        let app = try DashboardHarness(showsOnboarding: false)
        try await app.appear()
        #expect(app.routes == ["favorites"])
    }
}

@MainActor
@Suite("The menu")
struct MenuScreensTests {
    @Test("Given the menu When it renders Then it lists its five rows, each with the word that names it")
    func rows() async throws {
        let app = try DashboardHarness(start: .menu)
        try await app.appear()
        #expect(
            try app.top.render() == [
                "  1. Language settings [language]",
                "  2. Localization (your country) [localization]",
                "  3. Tutorial [tutorial]",
                "  4. About [about]",
                "  5. Send feedback [feedback]",
                "Type open and a number or the word in brackets.",
            ])
    }

    @Test("Given the menu When the person opens about Then the version and the two addresses show as text")
    func about() async throws {
        let app = try DashboardHarness(start: .menu)
        try await app.appear()
        try await app.run("open", ["about"])

        #expect(app.routes == ["menu", "about"])
        #expect(
            try app.top.render() == [
                "  GodTools helps you share the good news of Jesus and grow in your faith, in many languages.",
                "  Version 0.1.0",
                "  Terms of use: https://www.cru.org/us/en/about/terms-of-use.html",
                "  Privacy policy: https://www.cru.org/us/en/about/privacy.html",
                "The addresses are here to copy; the app does not open them. Type back for the menu.",
            ])
        #expect(app.analytics.events == [.screenView("menu"), .screenView("about")])
    }

    @Test("Given the menu When the person opens localization Then the country setting opens over it")
    func localization() async throws {
        let app = try DashboardHarness(start: .menu)
        try await app.appear()
        try await app.run("open", ["2"])
        #expect(app.routes == ["menu", "country"])
    }

    @Test("Given the menu When the person replays the tutorial and skips it Then they are back on the menu")
    func tutorialAgain() async throws {
        let app = try DashboardHarness(start: .menu)
        try await app.appear()
        try await app.run("open", ["tutorial"])
        #expect(app.routes == ["menu", "onboarding"])
        try await app.run("next")
        try await app.run("skip")
        #expect(app.routes == ["menu"])
    }

    @Test("Given an in-memory app When the person writes feedback Then it says there is no data folder to keep it in")
    func feedbackWithoutFolder() async throws {
        let app = try DashboardHarness(start: .menu)
        try await app.appear()
        try await app.run("open", ["feedback"])
        #expect(app.routes == ["menu", "feedback"])
        #expect(
            try await app.run("write", ["Thanks"])
                == .failure("Feedback cannot be saved: the app runs without a data folder (--in-memory)."))
        #expect(
            try await app.run("write", []) == .failure("Write your message after write, for example: write The tracts helped me.")
        )
    }

    @Test("Given the menu When the person opens language settings Then the flow asks the host for Language settings")
    func languageSettingsHandOver() async throws {
        let app = try DashboardHarness(start: .menu, startsFlow: false)
        let parent = RecordingParentFlow(navigation: app.navigation)
        parent.startChild(app.flow)
        try await app.appear()
        try await app.run("open", ["language"])
        #expect(parent.requested == ["language-settings"])
        #expect(app.routes == ["menu"])
    }
}

/// A root flow that keeps what its children ask for.
@MainActor
private final class RecordingParentFlow: Flow {
    private(set) var requested: [String] = []

    override func start() {}

    override func handle(_ destination: AppDestination) {
        requested.append(destination.name)
    }
}

@Suite("Dashboard string tables")
struct ToolsDashboardStringTablesTests {
    @Test(
        "Given the dashboard's string tables When they are audited Then every key is present in every app language with its placeholders"
    )
    func complete() {
        let problems = StringCatalogAudit.problems(in: ToolsDashboardStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
