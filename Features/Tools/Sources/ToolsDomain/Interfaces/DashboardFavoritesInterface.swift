/// The dashboard's Favorites tab: the featured lesson and the first favorites.
public protocol DashboardFavoritesInterface: Sendable {
    func getDashboardFavorites() async throws(ToolsError) -> DashboardFavoritesDomainModel
}
