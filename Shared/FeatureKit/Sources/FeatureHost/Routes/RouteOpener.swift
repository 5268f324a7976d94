import FeatureKit
import Localization
import Navigation
import ReplKit

/// Opens the screen at a typed route or link (`goto`, `app --open`): the feature owning
/// the route builds its flow with the back stack a person would have walked, and the flow
/// starts from home. A route that resolves to nothing, or names what is not there, changes
/// nothing and is said in words, naming the closest route.
@MainActor
public final class RouteOpener {
    private let router: FeatureRouter
    private let strings: Localizer<FeatureHostStringKey>

    public init(router: FeatureRouter, currentLanguage: CurrentAppLanguage) {
        self.router = router
        self.strings = FeatureHostStrings.localizer(currentLanguage)
    }

    /// Lets the screens between home and the top load what they show, as they did for a
    /// person who walked through them (`where` names them by it); the session shows the top.
    private func appearBetween() async {
        for screen in router.navigation.screens.dropFirst().dropLast() {
            await (screen as? any ReplScreen)?.appear()
        }
    }

    /// Every route the registered features take.
    public var routes: [FeatureRoute] {
        RouteTable(features: router.features).routes
    }

    /// Opens the screen at `text`; returns `nil` when it did, else what was wrong.
    public func open(_ text: String) async -> String? {
        switch RouteTable(features: router.features).resolve(text) {
        case .matched(let feature, let match):
            switch await feature.openRoute(match, navigation: router.navigation) {
            case .flow(let flow):
                router.startFromHome(flow)
                await appearBetween()
                return nil
            case .refused(let message):
                return message
            }
        case .unknownRoute(let request, let closest):
            guard let closest else { return strings.text(.routeUnknownNoRoutes, ["route": request.description]) }
            return strings.text(.routeUnknown, ["route": request.description, "closest": closest.description])
        case .unknownLink(let link):
            return strings.text(.linkUnknown, ["link": link])
        case .empty:
            return strings.text(.gotoUsageHint)
        }
    }
}
