import Testing
import ToolsDataDomainInterface
import ToolsDomain

/// Favorites and lessons as fixed lists, to test the tab's rules alone.
private struct FixedFavorites: FavoriteToolsInterface {
    let tools: [ToolSummaryDomainModel]

    func getFavoriteTools() async throws(ToolsError) -> [ToolSummaryDomainModel] { tools }
    func setToolFavorite(toolId: String, isFavorite: Bool) async throws(ToolsError) {}
    func moveFavoriteTool(from: Int, to: Int) async throws(ToolsError) {}
}

private struct FixedLessons: GetLessonsListInterface {
    let featured: [LessonSummaryDomainModel]

    func getLessonsList() async throws(ToolsError) -> LessonsListDomainModel {
        LessonsListDomainModel(featured: featured, lessons: [lesson("other")], language: nil)
    }
}

private func tool(_ id: String) -> ToolSummaryDomainModel {
    ToolSummaryDomainModel(id: id, code: id, name: id.uppercased(), category: nil, isFavorite: true)
}

private func lesson(_ id: String) -> LessonSummaryDomainModel {
    LessonSummaryDomainModel(id: id, code: id, name: id, progress: nil)
}

@Suite("The dashboard's Favorites tab")
struct DashboardFavoritesUseCaseTests {
    private func view(favorites: [String], featured: [String]) async throws -> DashboardFavoritesDomainModel {
        try await ViewDashboardFavoritesUseCase(
            dashboardFavorites: DashboardFavorites(
                favorites: FixedFavorites(tools: favorites.map(tool)), lessons: FixedLessons(featured: featured.map(lesson)))
        ).execute()
    }

    @Test("Given seven favorites When the tab shows Then the first five in the person's order show, and all seven are counted")
    func topFive() async throws {
        let tab = try await view(favorites: ["a", "b", "c", "d", "e", "f", "g"], featured: ["k"])
        #expect(tab.topFavorites.map(\.id) == ["a", "b", "c", "d", "e"])
        #expect(tab.favoriteCount == 7)
        #expect(tab.hasMoreFavorites)
    }

    @Test("Given five favorites When the tab shows Then all five show and none is left for View all")
    func exactlyFive() async throws {
        let tab = try await view(favorites: ["a", "b", "c", "d", "e"], featured: [])
        #expect(tab.topFavorites.count == 5)
        #expect(tab.hasMoreFavorites == false)
    }

    @Test("Given two featured lessons When the tab shows Then the first is the featured lesson")
    func firstFeaturedLesson() async throws {
        #expect(try await view(favorites: [], featured: ["k", "m"]).featuredLesson?.id == "k")
        #expect(try await view(favorites: [], featured: []).featuredLesson == nil)
    }
}
