import Testing
import ToolsPresentation

@MainActor
@Suite("Tools list screen")
struct ToolsListViewTests {
    @Test("Given the catalog When the list renders Then the spotlight comes first and rows carry their category")
    func rendersSections() async throws {
        let view = await (try ToolsScreensHarness()).listView()
        #expect(
            view.render() == [
                "ⓘ Favorites stay on this device: favorite a tool (fav and its number) and it opens even with no connection. Type dismiss to hide this.",
                "Spotlight",
                "  1. Beta · Training",
                "All tools",
                "  2. Alpha · Gospel Invitation",
                "  3. Beta · Training",
                "  4. Gamma · Spiritual Growth",
                "  5. Delta en español · Articles",
                "  6. Epsilon · Outreach",
                "5 tools available",
                "Type open and a number for a tool's details, fav or unfav and a number for your favorites, category or language to filter.",
            ])
    }

    @Test("Given the list When the person types fav 2 Then Alpha gets a heart and a message says so")
    func favRow() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.listView()

        let outcome = await harness.run("fav", ["2"], on: view)

        #expect(outcome == .messageThenRender("Added Alpha to your favorites.\nAlpha is available offline: English."))
        #expect(view.render()[4] == "  2. Alpha · Gospel Invitation ♥")
    }

    @Test("Given the list When the person types open 4 Then the flow is asked for Gamma's details")
    func openEmitsStep() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.listView()

        #expect(await harness.run("open", ["4"], on: view) == .silent)
        #expect(harness.steps == [.toolTappedFromTools(id: "c")])
    }

    @Test("Given a tool's details When they render Then the views are grouped for the app language")
    func detailsViews() async throws {
        let view = await (try ToolsScreensHarness()).detailsView("a")

        #expect(view.title == "Alpha")
        #expect(view.render().contains("  2,533,146 views"))
        #expect(view.render().contains("  Arabic · English · Spanish"))
    }

    @Test("Given a tool's details in French When they render Then the views use French grouping")
    func detailsViewsInFrench() async throws {
        let view = await (try ToolsScreensHarness(appLanguage: "fr")).detailsView("a")

        #expect(view.render().contains { $0.hasSuffix("vues") && $0.contains("533") })
    }

    @Test("Given a tool's details When the person types fav Then it says the tool is a favorite")
    func detailsFav() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.detailsView("b")

        #expect(
            await harness.run("fav", on: view)
                == .messageThenRender("Added Beta to your favorites.\nBeta is available offline: English."))
        #expect(view.render().contains("  ♥ In your favorites"))
    }
}

@MainActor
@Suite("Tools list picking")
struct ToolsListPickingTests {
    @Test(
        "Given the list When the person types open 2 and then open c Then the second row and the tool whose code is c are opened")
    func numbersAreRowNumbers() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.listView()

        _ = await harness.run("open", ["2"], on: view)
        _ = await harness.run("open", ["c"], on: view)

        #expect(harness.steps == [.toolTappedFromTools(id: "a"), .toolTappedFromTools(id: "c")])
    }
}
