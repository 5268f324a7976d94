import FeatureKit

extension ToolsFeature {
    /// Where the routes beside the dashboard's tabs start: every favorite, the menu, About.
    static func dashboardStart(_ route: FeatureRoute) -> ToolsFlow.Start {
        switch route {
        case allFavoritesRoute: .allFavorites
        case aboutRoute: .about
        default: .menu
        }
    }
}
