import FeatureKit
import Navigation

/// The routes of the Languages screens, each over Language settings as a person reaches it:
/// `languages`, `languages/app-languages` (the list to choose from) and `languages/downloads`
/// (tool languages for offline use, a screen the feature providing tool downloads opens).
extension LanguagesFeature {
    public nonisolated static let settingsRoute = FeatureRoute("languages")
    public nonisolated static let appLanguagesRoute = FeatureRoute("languages/app-languages")
    public nonisolated static let downloadsRoute = FeatureRoute("languages/downloads")

    public var routes: [FeatureRoute] { [Self.settingsRoute, Self.appLanguagesRoute, Self.downloadsRoute] }

    public func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        let start: LanguagesFlow.Start =
            switch match.route {
            case Self.appLanguagesRoute: .appLanguages
            case Self.downloadsRoute: .downloads
            default: .settings
            }
        return .flow(LanguagesFlow(diContainer: diContainer, navigation: navigation, start: start))
    }
}
