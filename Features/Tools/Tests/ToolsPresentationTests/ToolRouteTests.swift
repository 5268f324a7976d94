import Navigation
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Following a route to a tool or lesson")
struct ToolRouteTests {
    private func container() throws -> ToolsDiContainer {
        ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(), clock: TestClock.fixed(), source: FakeToolsContentSource()
        )
    }

    @Test("Given a listed tool When a route names it by its code in any case Then its id is found")
    func findsTool() async throws {
        #expect(await try container().makeToolRouteViewModel().toolRouteFollowed(code: "A") == .found(id: "a"))
    }

    @Test(
        "Given a code that is no listed tool (unknown, hidden, a lesson) When a tool route names it Then it is refused in words",
        arguments: ["nope", "h", "l"]
    )
    func refusesTool(_ code: String) async throws {
        let outcome = await try container().makeToolRouteViewModel().toolRouteFollowed(code: code)
        #expect(outcome == .refused("There is no tool \"\(code)\"."))
    }

    @Test("Given a listed lesson When a lesson route names it Then its id is found, and a hidden one is refused")
    func findsLesson() async throws {
        let routes = try container().makeToolRouteViewModel()
        #expect(await routes.lessonRouteFollowed(code: "k") == .found(id: "k"))
        #expect(await routes.lessonRouteFollowed(code: "q") == .refused("There is no lesson \"q\"."))
    }

    @Test(
        "Given a tool When the flow starts at its reader Then the dashboard on its Tools tab and the details are under it, in that order"
    )
    func readerOverDetailsOverList() throws {
        let flow = ToolsFlow(diContainer: try container(), navigation: NavigationStack(), start: .toolReader(toolId: "a"))

        flow.start()

        let screens = flow.navigation.screens
        #expect(screens.count == 3)
        #expect((screens[0] as? DashboardView)?.selectedScreen is ToolsListView)
        #expect(screens[1] is ToolDetailsView)
        #expect(screens[2] is ToolReaderView)
    }

    @Test("Given a tool When the flow starts at its details Then the list is under them")
    func detailsOverList() throws {
        let flow = ToolsFlow(diContainer: try container(), navigation: NavigationStack(), start: .toolDetails(toolId: "a"))

        flow.start()

        #expect(flow.navigation.screens.count == 2)
        #expect(flow.navigation.top is ToolDetailsView)
    }

    @Test("Given a lesson When the flow starts at it Then the dashboard on its Lessons tab is under its reader")
    func lessonOverLessons() throws {
        let flow = ToolsFlow(diContainer: try container(), navigation: NavigationStack(), start: .lessonReader(lessonId: "k"))

        flow.start()

        #expect(flow.navigation.screens.count == 2)
        #expect((flow.navigation.screens.first as? DashboardView)?.selectedScreen is LessonsListView)
        #expect(flow.navigation.top is LessonReaderView)
    }
}
