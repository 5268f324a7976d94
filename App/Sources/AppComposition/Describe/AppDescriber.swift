import FeatureKit
import ReplHost
import ReplKit

/// Describes the app from what it is made of, with nothing shown or loaded: the home screen
/// as the root flow builds it, every registered feature's screens as its registration lists
/// them (`FeatureRegistration.screenCatalog()`, built by the feature's DiContainer), each named
/// and with the commands its View declares; a route whose screen is another feature's (a
/// hand-over: `languages/downloads`) opened as `goto` opens it, to find its screen; and the
/// commands that work on every screen, the session's own (`HostCommands`) and the root flow's.
@MainActor
enum AppDescriber {
    /// The feature the home screen is said to belong to: the app itself.
    static let homeFeature = "app"

    static func describe(_ container: AppDiContainer) async -> AppDescription {
        var screens = DescribedScreens()
        let flow = AppFlow(diContainer: container)
        flow.start()
        if let home = flow.screens.first {
            screens.add(home, feature: homeFeature, routes: [])
        }
        for feature in container.features {
            for entry in feature.screenCatalog() {
                screens.add(entry.screen, feature: type(of: feature).name, routes: entry.routes)
            }
        }
        await addHandOverRoutes(to: &screens, container: container)
        let global = HostCommands.declared(currentLanguage: container.currentAppLanguage) + flow.globalCommands
        var verbs: Set<String> = []
        return AppDescription(
            screens: screens.screens,
            globalCommands: global.filter { $0.isListed && verbs.insert($0.name).inserted }.map(AppDescription.Command.init)
        )
    }

    /// Each fixed route no feature listed with a screen of its own, opened from home as `goto`
    /// opens it: its route goes to the screen on top.
    private static func addHandOverRoutes(to screens: inout DescribedScreens, container: AppDiContainer) async {
        for feature in container.features {
            for route in feature.routes where route.isFixed && !screens.routePatterns.contains(route.pattern) {
                let flow = AppFlow(diContainer: container)
                flow.start()
                guard await flow.open(route: route.path) == nil, let top = flow.screens.last else { continue }
                screens.add(top, feature: type(of: feature).name, routes: [route])
            }
        }
    }
}
