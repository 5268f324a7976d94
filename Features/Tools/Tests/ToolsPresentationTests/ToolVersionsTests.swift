import ReplKit
import Testing
import ToolsData
import ToolsPresentation
import ToolsTesting

/// The fake catalog with Beta and Gamma as the two versions of the metatool Meta, Gamma its default.
private func sourceWithVersions() -> FakeToolsContentSource {
    let resources = ToolsFixtures.resources.resources.map { tool -> ToolsResourceDataModel in
        switch tool.id {
        case "b", "c":
            return ToolsResourceDataModel(
                id: tool.id, name: tool.name, abbreviation: tool.abbreviation, resourceType: tool.resourceType,
                description: tool.description, totalViews: tool.totalViews, category: tool.category,
                defaultOrder: tool.defaultOrder, defaultLocale: tool.defaultLocale, isSpotlight: tool.isSpotlight,
                metatoolId: "m")
        case "m":
            return ToolsResourceDataModel(
                id: "m", name: "Meta", abbreviation: "m", resourceType: "metatool", defaultOrder: 0, defaultVariantId: "c")
        default:
            return tool
        }
    }
    return FakeToolsContentSource(
        resources: ToolsResourcesDataModel(resources: resources, translations: ToolsFixtures.resources.translations))
}

@MainActor
@Suite("Versions of a metatool")
struct ToolVersionsTests {
    @Test("Given two versions of a metatool When the tools list shows Then only its default version is listed")
    func listShowsTheDefaultVersion() async throws {
        let harness = try ToolsScreensHarness(source: sourceWithVersions())
        let lines = (await harness.listView()).render().joined(separator: "\n")
        #expect(lines.contains("Gamma"))
        #expect(!lines.contains("Beta"))
    }

    @Test("Given a version's details When they render Then every version shows its name, languages and which is selected")
    func detailsListTheVersions() async throws {
        let harness = try ToolsScreensHarness(source: sourceWithVersions())
        let lines = (await harness.detailsView("c")).render()
        let versions = try #require(lines.firstIndex(of: "Versions"))
        #expect(
            Array(lines[versions...].prefix(5)) == [
                "Versions", "  1. Beta", "     Available in 2 languages", "  2. Gamma · Currently selected",
                "     Available in 1 language",
            ])
    }

    @Test(
        "Given Gamma a favorite When Beta is chosen on its details Then Beta's details show, the list shows Beta, and the favorite is Beta"
    )
    func choosingAVersion() async throws {
        let harness = try ToolsScreensHarness(source: sourceWithVersions())
        let details = await harness.detailsView("c")
        _ = await harness.run("fav", on: details)
        #expect(
            await harness.run("version", ["1"], on: details)
                == .messageThenRender("Beta is now the version the tools list and Favorites open."))
        #expect(details.viewModel.toolId == "b")
        #expect(details.render().contains("  2. Gamma"))
        #expect(details.render().contains("  1. Beta · Currently selected"))
        let list = (await harness.listView()).render().joined(separator: "\n")
        #expect(list.contains("Beta ♥") || list.contains("Beta · Training ♥"))
        #expect(!list.contains("Gamma"))
        let favorites = (await harness.favoritesView()).render().joined(separator: "\n")
        #expect(favorites.contains("Beta") && !favorites.contains("Gamma"))
    }

    @Test("Given a version's details When a version not listed is chosen Then the numbers are named")
    func noSuchVersion() async throws {
        let harness = try ToolsScreensHarness(source: sourceWithVersions())
        let details = await harness.detailsView("c")
        #expect(
            await harness.run("version", ["3"], on: details) == .failure("There is no version 3 — type a number from 1 to 2."))
        let alone = await harness.detailsView("a")
        #expect(await harness.run("version", ["1"], on: alone) == .failure("This tool has no other versions."))
    }
}
