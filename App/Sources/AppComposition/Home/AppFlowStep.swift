import Navigation

/// What a person did on the app's own screens. What one feature hands to another is
/// no step of the app's: the feature asks for a `FeatureContracts` destination and the
/// router opens whichever feature provides it.
public enum AppFlowStep: FlowStep, Equatable {
    case featureTappedFromHome(AppDestination)
}
