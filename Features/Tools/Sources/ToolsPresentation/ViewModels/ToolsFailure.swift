/// Why a Tools screen could not show what was asked.
public enum ToolsFailure: Equatable, Sendable {
    case itemNotFound(id: String)
    case couldNotLoad
}
