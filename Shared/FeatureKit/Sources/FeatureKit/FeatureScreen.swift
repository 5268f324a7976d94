import ReplKit

/// One screen of a feature as `app --describe` lists it: the View, built by the feature's
/// DiContainer but neither shown nor loaded (its name and commands are read from it), and the
/// feature's routes whose screen it is (none for a screen reached only from another one).
@MainActor
public struct FeatureScreen {
    public let screen: any ReplScreen
    public let routes: [FeatureRoute]

    public init(_ screen: any ReplScreen, routes: [FeatureRoute] = []) {
        self.screen = screen
        self.routes = routes
    }
}
