import Navigation
import Observation

/// The home screen: the features present in this build.
@MainActor
@Observable
public final class HomeViewModel {
    public let features: [AppFeature]
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<AppFlowStep>

    public init(features: [AppFeature] = AppFeature.available, flowStepEmitter: FlowStepEmitter<AppFlowStep>) {
        self.features = features
        self.flowStepEmitter = flowStepEmitter
    }

    public func featureTapped(_ feature: AppFeature) {
        flowStepEmitter.emit(.featureTappedFromHome(feature))
    }
}
