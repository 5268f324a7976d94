import Testing
import ToolsPresentation

@MainActor
@Suite("Favorites screen")
struct FavoriteToolsViewTests {
    /// A harness whose favorites are Alpha, Beta, Gamma in that order.
    private func threeFavorites() async throws -> (ToolsScreensHarness, FavoriteToolsView) {
        let harness = try ToolsScreensHarness()
        let list = await harness.listView()
        for number in ["4", "3", "2"] { _ = await harness.run("fav", [number], on: list) }
        return (harness, await harness.favoritesView())
    }

    @Test("Given three favorites When the screen renders Then they are listed by position with a count")
    func renders() async throws {
        let (_, view) = try await threeFavorites()
        #expect(
            view.render() == [
                "  1. Alpha · Gospel Invitation",
                "  2. Beta · Training",
                "  3. Gamma · Spiritual Growth",
                "3 favorites",
                "Type open, move FROM TO to reorder, or remove and a number.",
            ])
    }

    @Test("Given three favorites When the person types move 3 1 Then Gamma comes first")
    func move() async throws {
        let (harness, view) = try await threeFavorites()
        #expect(await harness.run("move", ["3", "1"], on: view) == .messageThenRender("Moved Gamma to position 1."))
        #expect(view.viewModel.visibleTools.map(\.id) == ["c", "a", "b"])
    }

    @Test("Given three favorites When the person types remove 2 Then it asks before removing anything")
    func removeAsks() async throws {
        let (harness, view) = try await threeFavorites()
        #expect(await harness.run("remove", ["2"], on: view) == .message("Remove from Favorites? Beta — type yes or no."))
        #expect(view.viewModel.visibleTools.count == 3)
    }

    @Test("Given a removal asked for When the person types yes Then the favorite is removed")
    func removeYes() async throws {
        let (harness, view) = try await threeFavorites()
        _ = await harness.run("remove", ["2"], on: view)
        #expect(await harness.run("yes", on: view) == .messageThenRender("Removed Beta from Favorites."))
        #expect(view.viewModel.visibleTools.map(\.id) == ["a", "c"])
    }

    @Test("Given a removal asked for When the person types no Then the favorite stays")
    func removeNo() async throws {
        let (harness, view) = try await threeFavorites()
        _ = await harness.run("remove", ["2"], on: view)
        #expect(await harness.run("no", on: view) == .message("Beta stays in your favorites."))
        #expect(view.viewModel.visibleTools.count == 3)
    }

    @Test("Given no removal asked for When the person types yes Then it says there is nothing to confirm")
    func yesWithoutRemove() async throws {
        let (harness, view) = try await threeFavorites()
        #expect(await harness.run("yes", on: view) == .failure("Nothing to confirm — type remove and a number first."))
    }
}
