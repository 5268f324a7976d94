import FeatureKit
import Navigation
import Observation

/// The home screen: the features registered in this build, in their order.
@MainActor
@Observable
public final class HomeViewModel {
    @ObservationIgnored private let features: [any FeatureRegistration]
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<AppFlowStep>

    public init(features: [any FeatureRegistration], flowStepEmitter: FlowStepEmitter<AppFlowStep>) {
        self.features = features
        self.flowStepEmitter = flowStepEmitter
    }

    /// Each feature's command word and its home entry in the current app language.
    public var items: [HomeItem] {
        features.map { HomeItem(command: type(of: $0).name, entry: $0.homeEntry) }
    }

    public func featureTapped(command: String) {
        flowStepEmitter.emit(.featureTappedFromHome(AppDestination(command)))
    }
}

/// One line of the home screen.
public struct HomeItem: Equatable, Sendable {
    /// The feature's command word: `contacts`.
    public let command: String
    public let entry: FeatureHomeEntry
}
