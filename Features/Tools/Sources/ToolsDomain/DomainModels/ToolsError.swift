/// What can go wrong in the Tools feature, in its own words.
public enum ToolsError: Error, Equatable, Sendable {
    case itemNotFound(id: String)
}
