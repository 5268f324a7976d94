import FeatureKit
import Foundation
import Navigation
import Persistence

/// A feature with routes: `people` (its list), `people/{id}` (a person over the list, refused
/// for an id it does not know) and `people/settings`, and links of the form
/// `https://people.example/p/ID`.
@MainActor
final class PeopleFeature: FeatureRegistration {
    nonisolated static let name = "people"
    nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { NoMigrations() }
    static let listRoute = FeatureRoute("people")
    static let settingsRoute = FeatureRoute("people/settings")
    static let personRoute = FeatureRoute("people/{id}")
    static let known = ["ada", "alan"]

    init(options: ShopOptions, environment: FeatureEnvironment) {}

    var homeEntry: FeatureHomeEntry { FeatureHomeEntry(title: "People", summary: "see people") }

    var routes: [FeatureRoute] { [Self.listRoute, Self.settingsRoute, Self.personRoute] }

    func route(forLink link: URLComponents) -> RouteRequest? {
        let path = link.path.split(separator: "/").map(String.init)
        guard link.host == "people.example", path.count == 2, path[0] == "p" else { return nil }
        return RouteRequest(path: ["people", path[1]])
    }

    func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        switch match.route {
        case Self.personRoute:
            guard let id = match["id"], Self.known.contains(id) else {
                return .refused("There is no person \"\(match["id"] ?? "")\".")
            }
            return .flow(ScreensFlow(titles: ["People", id.capitalized], navigation: navigation))
        case Self.settingsRoute:
            return .flow(ScreensFlow(titles: ["People", "Settings"], navigation: navigation))
        default:
            return .flow(ScreensFlow(titles: ["People"], navigation: navigation))
        }
    }

    func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ScreensFlow(titles: ["People"], navigation: navigation)
    }
}

/// A flow that pushes one titled screen after another.
@MainActor
final class ScreensFlow: Flow {
    private let titles: [String]

    init(titles: [String], navigation: NavigationStack) {
        self.titles = titles
        super.init(navigation: navigation)
    }

    override func start() {
        titles.forEach { push(TitledScreen(title: $0)) }
    }
}
