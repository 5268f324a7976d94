import ToolsDomain

/// The dashboard's Favorites tab as GodTools fills it: the featured lesson (the first lesson
/// in the spotlight, in the lesson language), then the first five favorites in the person's
/// order; the rest are behind "View all".
public struct DashboardFavorites: DashboardFavoritesInterface {
    /// How many favorites the tab shows before "View all".
    public static let topFavoritesLimit = 5

    private let favorites: any FavoriteToolsInterface
    private let lessons: any GetLessonsListInterface

    public init(favorites: any FavoriteToolsInterface, lessons: any GetLessonsListInterface) {
        self.favorites = favorites
        self.lessons = lessons
    }

    public func getDashboardFavorites() async throws(ToolsError) -> DashboardFavoritesDomainModel {
        let all = try await favorites.getFavoriteTools()
        let featured = try await lessons.getLessonsList().featured.first
        return DashboardFavoritesDomainModel(
            featuredLesson: featured, topFavorites: Array(all.prefix(Self.topFavoritesLimit)), favoriteCount: all.count)
    }
}
