import FeatureKit
import ReplHost

/// The registered pattern a route that matches none was most likely meant to be: the one
/// whose path, with the typed segments in its placeholders, is the fewest edits away.
enum ClosestRoute {
    static func to(_ request: RouteRequest, among routes: [FeatureRoute]) -> FeatureRoute? {
        let typed = request.path.joined(separator: "/").lowercased()
        let ranked = routes.enumerated().map { index, route in
            (distance: CommandSuggester.editDistance(typed, filled(route, with: request.path)), index: index, route: route)
        }
        return ranked.min { ($0.distance, $0.index) < ($1.distance, $1.index) }?.route
    }

    /// `route`'s path with each placeholder given the typed segment at its place, when there is one.
    static func filled(_ route: FeatureRoute, with typed: [String]) -> String {
        route.segments.enumerated().map { index, segment in
            switch segment {
            case .literal(let word): word
            case .parameter(let name): index < typed.count ? typed[index].lowercased() : "{\(name)}"
            }
        }.joined(separator: "/")
    }
}
