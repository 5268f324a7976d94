import FeatureKit
import Localization
import Navigation
import ReplHost
import ReplKit

/// The root flow of a feature's Demo: the feature's own flow, started at its
/// home (whose first screen becomes the root), with `back`, `home` and the
/// commands the feature registers. Destinations of other features answer that
/// they are not part of the demo.
@MainActor
public final class FeatureDemoFlow: Flow, ReplNavigator {
    private let feature: any FeatureRegistration
    private let currentLanguage: CurrentAppLanguage
    private var router: FeatureRouter?

    public init(
        feature: any FeatureRegistration, currentLanguage: CurrentAppLanguage, navigation: NavigationStack = NavigationStack()
    ) {
        self.feature = feature
        self.currentLanguage = currentLanguage
        super.init(navigation: navigation)
        router = FeatureRouter(features: [feature], rootFlow: self)
    }

    override public func start() {
        startChild(feature.makeFlow(startingAt: type(of: feature).home, navigation: navigation))
    }

    override public func handle(_ destination: AppDestination) {
        if destination == type(of: feature).home {
            navigation.popToRoot()
            screensDidLeave()
        } else if router?.feature(providing: destination) != nil {
            router?.handOver(to: destination)
        } else {
            push(UnavailableDestinationScreen(destination: destination, currentLanguage: currentLanguage))
        }
    }

    public var screens: [any ReplScreen] {
        navigation.screens.compactMap { $0 as? any ReplScreen }
    }

    public var commandPlaces: [CommandPlace] { feature.commandPlaces }

    public var globalCommands: [ReplCommand] {
        let leave: @MainActor () -> Void = { [unowned self] in screensDidLeave() }
        return [
            NavigationCommands.back(navigation: navigation, currentLanguage: currentLanguage, didLeave: leave),
            NavigationCommands.home(navigation: navigation, currentLanguage: currentLanguage, didLeave: leave),
        ]
            + FeatureCommands.make(for: [feature], currentLanguage: currentLanguage) { [unowned self] destination in
                handle(destination)
            }
    }
}
