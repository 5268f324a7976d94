/// The person looks at the dashboard's Favorites tab.
public struct ViewDashboardFavoritesUseCase: Sendable {
    private let dashboardFavorites: any DashboardFavoritesInterface

    public init(dashboardFavorites: any DashboardFavoritesInterface) {
        self.dashboardFavorites = dashboardFavorites
    }

    public func execute() async throws(ToolsError) -> DashboardFavoritesDomainModel {
        try await dashboardFavorites.getDashboardFavorites()
    }
}
