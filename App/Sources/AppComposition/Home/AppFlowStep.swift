import Navigation

/// What a person did on the app's own screens, and the steps the app wires from one
/// feature to another.
public enum AppFlowStep: FlowStep, Equatable {
    case featureTappedFromHome(AppDestination)
    /// `downloads` in Language settings: Downloadable languages, on top of the settings.
    case downloadsTappedFromLanguageSettings
}
