import Analytics
import ReplKit
import Testing
import ToolsPresentation

@MainActor
@Suite("Tools analytics")
struct ToolsAnalyticsTests {
    @Test(
        "Given a tool's details When the person favorites it and reads it Then GodTools' properties name the tool and its language"
    )
    func favoriteAndOpen() async throws {
        let harness = try ToolsScreensHarness()
        let details = await harness.detailsView("a")
        _ = await harness.run("fav", on: details)
        _ = await harness.readerView("a")

        let alpha = AnalyticsProperty("cru.tool", "a")
        #expect(
            harness.analytics.events == [
                .screenView("tool_details", alpha), .action("add_to_favorites", alpha),
                .action("tool_opened", alpha, AnalyticsProperty("cru.contentlanguage", "en")),
            ])
    }

    @Test("Given a tool being read When the person comes back to it Then it counts as opened once")
    func openedOnce() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.readerView("a")

        await reader.appear()

        #expect(harness.analytics.events.filter { $0.name == "tool_opened" }.count == 1)
    }

    @Test(
        "Given favorites When one is removed after yes Then remove_from_favorites is tracked, and nothing when the answer is no")
    func removeFavorite() async throws {
        let harness = try ToolsScreensHarness()
        let list = await harness.listView()
        _ = await harness.run("fav", ["4"], on: list)
        _ = await harness.run("fav", ["3"], on: list)
        let favorites = await harness.favoritesView()

        _ = await harness.run("remove", ["1"], on: favorites)
        _ = await harness.run("no", on: favorites)
        _ = await harness.run("remove", ["1"], on: favorites)
        _ = await harness.run("yes", on: favorites)

        let names = harness.analytics.events.map(\.name)
        #expect(names.first == "tools")
        #expect(names.filter { $0 == "add_to_favorites" }.count == 2)
        #expect(names.filter { $0 == "remove_from_favorites" }.count == 1)
        #expect(names.contains("favorites"))
    }
}
