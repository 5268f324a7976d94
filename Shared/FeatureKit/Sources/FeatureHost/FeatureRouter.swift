import FeatureKit
import Navigation

/// Takes the person to a destination of any registered feature: finds the
/// feature that provides it, leaves the screens above the root, and starts that
/// feature's flow there as a child of `rootFlow`. Used by the app's root flow and
/// by a feature demo's.
@MainActor
public final class FeatureRouter {
    private let currentFeatures: @MainActor () -> [any FeatureRegistration]
    private unowned let rootFlow: Flow

    /// The features as they are now: a feature built again for the session (the debug screen's
    /// `source`) is the one its destinations open from then on.
    public var features: [any FeatureRegistration] { currentFeatures() }

    /// The stack the root flow and its children put screens on.
    public var navigation: NavigationStack { rootFlow.navigation }

    public convenience init(features: [any FeatureRegistration], rootFlow: Flow) {
        self.init(currentFeatures: { features }, rootFlow: rootFlow)
    }

    /// A router over the features `currentFeatures` returns each time it is asked.
    public init(currentFeatures: @escaping @MainActor () -> [any FeatureRegistration], rootFlow: Flow) {
        self.currentFeatures = currentFeatures
        self.rootFlow = rootFlow
    }

    /// The feature that provides `destination`, if any is registered.
    public func feature(providing destination: AppDestination) -> (any FeatureRegistration)? {
        features.first { $0.destinations.contains(destination) }
    }

    /// Goes to `destination` as its provider means it: a hand-over entry (one no command
    /// reaches) opens on top of the screen that asked, so `back` returns there; any other
    /// destination opens from home, as its command does. Returns false, changing nothing,
    /// when no registered feature provides it.
    @discardableResult
    public func handOver(to destination: AppDestination) -> Bool {
        guard let feature = feature(providing: destination) else { return false }
        guard feature.entries.contains(where: { $0.destination == destination && $0.command == nil }) else {
            return open(destination)
        }
        rootFlow.startChild(feature.makeFlow(startingAt: destination, navigation: rootFlow.navigation))
        return true
    }

    /// Goes to `destination` from anywhere. Returns false, changing nothing, when
    /// no registered feature provides it.
    @discardableResult
    public func open(_ destination: AppDestination) -> Bool {
        guard let feature = feature(providing: destination) else { return false }
        startFromHome(feature.makeFlow(startingAt: destination, navigation: rootFlow.navigation))
        return true
    }

    /// Leaves the screens above the root and starts `flow` there.
    public func startFromHome(_ flow: Flow) {
        rootFlow.navigation.popToRoot()
        rootFlow.screensDidLeave()
        rootFlow.startChild(flow)
    }
}
