import Analytics
import FeatureKit
import ReplKit
import Testing
import ToolsDependencyContainer
import ToolsPresentation

@MainActor
@Suite("The dashboardLessons toggle")
struct DashboardLessonsToggleTests {
    private let off = [ToolsFeature.dashboardLessonsToggle]

    @Test("Given the declared defaults When the feature lists its entries Then lessons is there; toggled off Then it is gone")
    func entries() throws {
        #expect(try ToggledToolsFeature().entryCommands == ["favorites", "lessons", "menu"])
        #expect(try ToggledToolsFeature(off: off).entryCommands == ["favorites", "menu"])
    }

    @Test(
        "Given lessons toggled off When a lessons route or a knowgod.com lesson link is opened Then it says lessons are not available",
        arguments: ["lessons", "lessons/k", "https://knowgod.com/en/lesson/k", "godtools://knowgod.com/lessons/k/en"]
    )
    func routesRefused(_ route: String) async throws {
        let tools = try ToggledToolsFeature(off: off)
        #expect(try await tools.refusal(route) == "Lessons are not available.")
        #expect(tools.navigation.screens.isEmpty)
    }

    @Test("Given the declared defaults When a lessons route or a lesson link is opened Then its screen opens")
    func routesOpenByDefault() async throws {
        for route in ["lessons", "lessons/k", "https://knowgod.com/en/lesson/k"] {
            let tools = try ToggledToolsFeature()
            #expect(try await tools.refusal(route) == nil)
        }
    }

    @Test("Given lessons toggled off and the app in Spanish When a lesson route is opened Then it is refused in Spanish")
    func refusedInAppLanguage() async throws {
        let tools = try ToggledToolsFeature(off: off, appLanguage: "es")
        #expect(try await tools.refusal("lessons/k") == "Las lecciones no están disponibles.")
    }

    @Test(
        "Given lessons toggled off When the dashboard shows Then it has no Lessons tab and no featured lesson, and the lines say so"
    )
    func dashboardWithoutLessons() async throws {
        let tools = try ToggledToolsFeature(off: off)
        let dashboard = try await tools.start(at: ToolsFeature.home)

        #expect(
            dashboard.render() == [
                "  [Favorites] · Tools — type tab and a name to switch",
                "  Welcome! Your favorite tools are here.",
                "  No favorites yet — type tab tools, then fav and a number.",
            ])
        let tab = try #require(dashboard.commands.first { $0.name == "tab" })
        #expect(tab.usage == "tab favorites|tools")
        #expect(tab.summary == "show the Favorites or Tools tab")
    }

    @Test("Given lessons toggled off When the person types tab lessons, or a tab that never was Then each says what there is")
    func tabLessonsRefused() async throws {
        let tools = try ToggledToolsFeature(off: off)
        try await tools.start(at: ToolsFeature.home)

        #expect(try await tools.run("tab", ["lessons"]) == .failure("Lessons are not available."))
        #expect(
            try await tools.run("tab", ["bag"])
                == .failure("There is no tab \"bag\" — type tab favorites or tab tools."))
        #expect(try tools.commandNames() == ["tab", "open", "all", "refresh"])
    }

    @Test("Given lessons toggled off and a favorite When the Favorites tab shows Then the favorites are numbered from 1")
    func favoritesNumberedFromOne() async throws {
        let tools = try ToggledToolsFeature(off: off)
        try await tools.start(at: ToolsFeature.home)
        _ = try await tools.run("tab", ["tools"])
        _ = try await tools.run("fav", ["4"])
        _ = try await tools.run("tab", ["favorites"])

        let lines = try await tools.appearedTop().render()
        #expect(!lines.contains("Featured lesson"))
        #expect(lines.contains("  1. Gamma · Spiritual Growth"))
        #expect(lines.last == "Type open and a number for a tool, or all for every favorite.")
    }

    @Test("Given lessons toggled off When a flow starts at the lessons Then Favorites shows and no lessons view is tracked")
    func noLessonsAnalytics() async throws {
        let tools = try ToggledToolsFeature(off: off)
        let dashboard = try await tools.start(at: ToolsFeature.lessons)

        #expect(dashboard.routeName == "favorites")
        #expect(tools.analytics.events == [.screenView("dashboard_favorites")])
    }

    @Test(
        "Given the dashboard on Lessons When lessons are turned off and on again in the session Then the tab goes and comes back")
    func flippedDuringSession() async throws {
        let tools = try ToggledToolsFeature()
        let dashboard = try await tools.start(at: ToolsFeature.lessons)
        #expect(dashboard.routeName == "lessons")

        tools.toggles.set(ToolsFeature.dashboardLessonsToggle.name, on: false)
        #expect(dashboard.routeName == "favorites")
        #expect(tools.entryCommands == ["favorites", "menu"])
        #expect(try await tools.refusal("lessons") == "Lessons are not available.")

        tools.toggles.set(ToolsFeature.dashboardLessonsToggle.name, on: true)
        #expect(dashboard.render().first == "  [Lessons] · Favorites · Tools — type tab and a name to switch")
    }

    @Test("Given lessons toggled off When the feature lists its screens Then no lessons screen or route is among them")
    func screenCatalog() throws {
        let routes = try ToggledToolsFeature(off: off).feature.screenCatalog().flatMap(\.routes)
        #expect(!routes.contains(ToolsFeature.lessonsRoute) && !routes.contains(ToolsFeature.lessonRoute))
        let names = try ToggledToolsFeature(off: off).feature.screenCatalog().map(\.screen.routeName)
        #expect(!names.contains("lessons") && !names.contains("lesson"))
        #expect(try ToggledToolsFeature().feature.screenCatalog().flatMap(\.routes).contains(ToolsFeature.lessonRoute))
    }
}
