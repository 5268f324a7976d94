import Testing
import ToolsDomain

@Suite("Favorite tools")
struct FavoriteToolsUseCaseTests {
    @Test("Given favorites When another tool is favorited Then it comes first")
    func newFavoriteFirst() async throws {
        let context = try ToolsTestContext()
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        try await context.toggleFavorite.execute(toolId: "c", isFavorite: true)
        #expect(try await context.viewFavorites.execute().map(\.id) == ["c", "a"])
    }

    @Test("Given favorites A to E When C moves from 2 to 0 Then they read C, A, B, D, E")
    func reorderUp() async throws {
        let context = try ToolsTestContext()
        try await context.favoriteAllFive()
        let reordered = try await context.reorderFavorites.execute(from: 2, to: 0)
        #expect(reordered.map(\.name) == ["Gamma", "Alpha", "Beta", "Delta en español", "Epsilon"])
    }

    @Test("Given favorites A to E When A moves from 0 to 4 Then they read B, C, D, E, A")
    func reorderDown() async throws {
        let context = try ToolsTestContext()
        try await context.favoriteAllFive()
        #expect(try await context.reorderFavorites.execute(from: 0, to: 4).map(\.id) == ["b", "c", "d", "e", "a"])
    }

    @Test("Given favorites A to E When E moves from 4 to 2 Then they read A, B, E, C, D")
    func reorderMiddle() async throws {
        let context = try ToolsTestContext()
        try await context.favoriteAllFive()
        #expect(try await context.reorderFavorites.execute(from: 4, to: 2).map(\.id) == ["a", "b", "e", "c", "d"])
    }

    @Test("Given favorites A to E When C is removed Then the rest keep their order")
    func remove() async throws {
        let context = try ToolsTestContext()
        try await context.favoriteAllFive()
        #expect(try await context.removeFavorite.execute(toolId: "c").map(\.id) == ["a", "b", "d", "e"])
    }

    @Test("Given a favorite When it is unfavorited Then it leaves the favorites")
    func unfavorite() async throws {
        let context = try ToolsTestContext()
        try await context.toggleFavorite.execute(toolId: "b", isFavorite: true)
        try await context.toggleFavorite.execute(toolId: "b", isFavorite: false)
        #expect(try await context.viewFavorites.execute().isEmpty)
    }

    @Test("Given a hidden tool When it is favorited Then it is not found")
    func hiddenCannotBeFavorited() async throws {
        await #expect(throws: ToolsError.toolNotFound(id: "h")) {
            try await ToolsTestContext().toggleFavorite.execute(toolId: "h", isFavorite: true)
        }
    }
}
