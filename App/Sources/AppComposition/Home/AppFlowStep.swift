import Navigation

/// What a person did on the app's own screens.
public enum AppFlowStep: FlowStep, Equatable {
    case featureTappedFromHome(AppDestination)
}
