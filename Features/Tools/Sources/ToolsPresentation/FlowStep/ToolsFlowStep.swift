import Navigation

/// What a person did on a Tools screen that may lead elsewhere.
public enum ToolsFlowStep: FlowStep, Equatable {
    case toolTappedFromTools(id: String)
    case toolTappedFromFavorites(id: String)
}
