/// The Favorites tab of the dashboard: the featured lesson (`nil` when none is featured in the
/// lesson language), the first favorites in the person's order, and how many favorites there are
/// in all (for "View all").
public struct DashboardFavoritesDomainModel: Sendable, Equatable {
    public let featuredLesson: LessonSummaryDomainModel?
    public let topFavorites: [ToolSummaryDomainModel]
    public let favoriteCount: Int

    public init(featuredLesson: LessonSummaryDomainModel?, topFavorites: [ToolSummaryDomainModel], favoriteCount: Int) {
        self.featuredLesson = featuredLesson
        self.topFavorites = topFavorites
        self.favoriteCount = favoriteCount
    }

    /// Whether some favorites are left out of the tab (and "View all" shows them).
    public var hasMoreFavorites: Bool { favoriteCount > topFavorites.count }
}
