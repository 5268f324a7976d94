import Testing
import ToolsDomain

@Suite("View tools")
struct ViewToolsUseCaseTests {
    @Test(
        "Given a catalog with a lesson, a metatool and a hidden tool When the tools are viewed Then only visible tools are listed in default order"
    )
    func onlyVisibleToolsInOrder() async throws {
        let list = try await ToolsTestContext().viewTools.execute()
        #expect(list.tools.map(\.id) == ["a", "b", "c", "d", "e"])
    }

    @Test("Given a spotlighted tool When the tools are viewed Then the spotlight section holds it")
    func spotlightFirst() async throws {
        let list = try await ToolsTestContext().viewTools.execute()
        #expect(list.spotlight.map(\.id) == ["b"])
        #expect(list.rows.first?.id == "b")
    }

    @Test(
        "Given the app in Spanish When the tools are viewed Then names are Spanish where translated, else in the default locale, else the admin name"
    )
    func namesInAppLanguageWithFallbacks() async throws {
        let list = try await ToolsTestContext(appLanguage: "es").viewTools.execute()
        #expect(list.tools.map(\.name) == ["Alfa", "Beta", "Gamma", "Delta en español", "Epsilon"])
    }

    @Test("Given the app in English and a tool only in Spanish When the tools are viewed Then it is named in its default locale")
    func defaultLocaleFallback() async throws {
        let list = try await ToolsTestContext().viewTools.execute()
        #expect(list.tools.first { $0.id == "d" }?.name == "Delta en español")
    }

    @Test("Given a favorited tool When the tools are viewed Then its row says it is a favorite")
    func favoriteMarked() async throws {
        let context = try ToolsTestContext()
        try await context.toggleFavorite.execute(toolId: "c", isFavorite: true)
        let list = try await context.viewTools.execute()
        #expect(list.tools.filter(\.isFavorite).map(\.id) == ["c"])
    }

    @Test("Given a first launch with initial favorites When the favorites are viewed Then the four start there")
    func firstLaunchFavorites() async throws {
        let context = try ToolsTestContext(initialFavorites: ["a", "b", "c", "d"])
        #expect(try await context.viewFavorites.execute().map(\.id) == ["a", "b", "c", "d"])
    }
}
