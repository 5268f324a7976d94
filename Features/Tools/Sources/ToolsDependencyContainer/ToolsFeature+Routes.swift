import FeatureKit
import Foundation
import Navigation
import ToolsDomain
import ToolsPresentation

/// The routes of the Tools screens, each over the screens a person passes on the way:
/// the tools list, a tool's details over it, its reader over those, Favorites, the lessons
/// list and a lesson being read over it; every favorite over the dashboard, the menu, and
/// About over the menu. knowgod.com links open the tool or lesson they name. While the
/// `dashboardLessons` toggle is off, the lessons' routes (and links) stay known but say that
/// lessons are not available.
extension ToolsFeature {
    public nonisolated static let toolsRoute = FeatureRoute("tools")
    public nonisolated static let toolDetailsRoute = FeatureRoute("tools/{abbreviation}")
    public nonisolated static let toolReaderRoute = FeatureRoute("tools/{abbreviation}/read?page&language&parallel")
    public nonisolated static let favoritesRoute = FeatureRoute("favorites")
    public nonisolated static let lessonsRoute = FeatureRoute("lessons")
    public nonisolated static let lessonRoute = FeatureRoute("lessons/{abbreviation}")
    public nonisolated static let allFavoritesRoute = FeatureRoute("favorites/all")
    public nonisolated static let menuRoute = FeatureRoute("menu")
    public nonisolated static let aboutRoute = FeatureRoute("menu/about")

    public var routes: [FeatureRoute] {
        [Self.toolsRoute, Self.toolDetailsRoute, Self.toolReaderRoute, Self.favoritesRoute, Self.lessonsRoute, Self.lessonRoute]
            + [Self.allFavoritesRoute, Self.menuRoute, Self.aboutRoute]
    }

    public func route(forLink link: URLComponents) -> RouteRequest? {
        KnowGodLinks.route(for: link)
    }

    public func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        if let refusal = refusalWhileToggledOff(match.route) { return .refused(refusal) }
        let found: ToolRouteOutcome
        let start: (String) -> ToolsFlow.Start
        switch match.route {
        case Self.toolDetailsRoute, Self.toolReaderRoute:
            found = await diContainer.makeToolRouteViewModel().toolRouteFollowed(code: match["abbreviation"] ?? "")
            let page = match["page"].flatMap { Int($0) }
            let languages = match["language"].map {
                ToolLinkLanguagesDomainModel(primaryCode: $0, parallelCode: match["parallel"])
            }
            start =
                match.route == Self.toolReaderRoute
                ? { .toolReader(toolId: $0, page: page, languages: languages) } : { .toolDetails(toolId: $0) }
        case Self.lessonRoute:
            found = await diContainer.makeToolRouteViewModel().lessonRouteFollowed(code: match["abbreviation"] ?? "")
            start = { .lessonReader(lessonId: $0) }
        case Self.favoritesRoute:
            return .flow(ToolsFlow(diContainer: diContainer, navigation: navigation, start: .favorites))
        case Self.lessonsRoute:
            return .flow(ToolsFlow(diContainer: diContainer, navigation: navigation, start: .lessons))
        case Self.allFavoritesRoute, Self.menuRoute, Self.aboutRoute:
            return .flow(ToolsFlow(diContainer: diContainer, navigation: navigation, start: Self.dashboardStart(match.route)))
        default:
            return .flow(ToolsFlow(diContainer: diContainer, navigation: navigation, start: .tools))
        }
        switch found {
        case .found(let id): return .flow(ToolsFlow(diContainer: diContainer, navigation: navigation, start: start(id)))
        case .refused(let message): return .refused(message)
        }
    }
}
