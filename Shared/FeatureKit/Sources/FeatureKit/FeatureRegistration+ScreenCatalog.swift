import Navigation
import ReplKit

extension FeatureRegistration {
    /// The screen each of ``destinations`` opens on, as its flow shows it first, with the fixed
    /// route of the destination's name when the feature has one: enough for a feature whose
    /// screens are all destinations. A feature with screens reached from other screens lists
    /// them all itself.
    public func screenCatalog() -> [FeatureScreen] {
        destinations.compactMap { destination in
            let navigation = NavigationStack()
            makeFlow(startingAt: destination, navigation: navigation).start()
            guard let screen = navigation.top as? any ReplScreen else { return nil }
            return FeatureScreen(screen, routes: routes.filter { $0.isFixed && $0.path == destination.name })
        }
    }
}
