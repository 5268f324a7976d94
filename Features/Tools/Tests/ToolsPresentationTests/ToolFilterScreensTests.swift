import ReplKit
import Testing
import ToolsPresentation

@MainActor
@Suite("Filter screens")
struct ToolFilterScreensTests {
    @Test(
        "Given the catalog When the category filter renders Then Any category comes first with the counts, and the hint follows")
    func categoryFilterRenders() async throws {
        let view = await (try ToolsScreensHarness()).categoryFilterView()
        #expect(
            view.render() == [
                "  1. Any category · 5 tools available ✓",
                "  2. Gospel Invitation · 1 tool available",
                "  3. Training · 1 tool available",
                "  4. Spiritual Growth · 1 tool available",
                "  5. Articles · 1 tool available",
                "  6. Outreach · 1 tool available",
                "Type choose and a number; choose 1 shows every category.",
            ])
    }

    @Test(
        "Given the category filter When the person chooses Gospel Invitation Then the flow is told and the list shows Gospel tools"
    )
    func chooseCategory() async throws {
        let harness = try ToolsScreensHarness()
        let filter = await harness.categoryFilterView()

        #expect(await harness.run("choose", ["2"], on: filter) == .silent)

        #expect(harness.steps == [.categoryTappedFromToolCategoryFilter])
        let list = await harness.listView()
        #expect(
            Array(list.render().suffix(4)) == [
                "All tools",
                "  2. Alpha · Gospel Invitation",
                "1 tool available · Gospel Invitation",
                "Type open and a number for a tool's details, fav or unfav and a number for your favorites, category or language to filter.",
            ])
    }

    @Test("Given the language filter When the person searches ESPAÑOL Then Any language and Spanish with both names are listed")
    func searchLanguage() async throws {
        let harness = try ToolsScreensHarness()
        let filter = await harness.languageFilterView()

        #expect(await harness.run("search", ["ESPAÑOL"], on: filter) == .render)

        #expect(
            filter.render() == [
                "  1. Any language · 5 tools available ✓",
                "  2. Spanish — Español · 2 tools available",
                "Languages matching \"ESPAÑOL\" — type search alone to see them all.",
                "Type choose and a number, or search and a name; choose 1 shows every language.",
            ])
    }

    @Test("Given the language filter When a search matches nothing Then it says so under Any language")
    func searchNoMatch() async throws {
        let harness = try ToolsScreensHarness()
        let filter = await harness.languageFilterView()
        _ = await harness.run("search", ["klingon"], on: filter)
        #expect(filter.render().prefix(2) == ["  1. Any language · 5 tools available ✓", "No language matches \"klingon\"."])
    }

    @Test("Given Spanish chosen by its code When the list renders Then each row says whether its tool is in Español")
    func listShowsAvailability() async throws {
        let harness = try ToolsScreensHarness()
        let filter = await harness.languageFilterView()

        #expect(await harness.run("choose", ["es"], on: filter) == .silent)

        #expect(harness.steps == [.languageTappedFromToolLanguageFilter])
        let list = await harness.listView()
        #expect(
            list.render() == [
                "ⓘ Favorites stay on this device: favorite a tool (fav and its number) and it opens even with no connection. Type dismiss to hide this.",
                "Spotlight",
                "  1. Beta · Training · Not available in Español",
                "All tools",
                "  2. Alpha · Gospel Invitation · Español ✓",
                "  3. Delta en español · Articles · Español ✓",
                "2 tools available · Español",
                "Type open and a number for a tool's details, fav or unfav and a number for your favorites, category or language to filter.",
            ])
    }

    @Test("Given the language filter When the person chooses a number not listed Then it says which numbers there are")
    func chooseOutOfRange() async throws {
        let harness = try ToolsScreensHarness()
        let filter = await harness.languageFilterView()
        guard case .failure = await harness.run("choose", ["9"], on: filter) else {
            Issue.record("choose 9 should fail")
            return
        }
        #expect(harness.steps.isEmpty)
    }

    @Test("Given the tools list When the person types category or language Then the flow is asked for that filter")
    func listOpensFilters() async throws {
        let harness = try ToolsScreensHarness()
        let list = await harness.listView()
        _ = await harness.run("category", on: list)
        _ = await harness.run("language", on: list)
        #expect(harness.steps == [.categoryFilterTappedFromTools, .languageFilterTappedFromTools])
    }

    @Test("Given the language filter in Russian When it renders Then each count takes its Russian plural form")
    func russianCounts() async throws {
        let view = await (try ToolsScreensHarness(appLanguage: "ru")).languageFilterView()
        #expect(view.render().first == "  1. Любой язык · Доступно 5 инструментов ✓")
        #expect(view.render().contains("  2. Английский — English · Доступно 3 инструмента"))
    }
}
