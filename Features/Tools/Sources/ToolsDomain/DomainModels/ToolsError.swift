/// What can go wrong in the Tools feature, in its own terms.
public enum ToolsError: Error, Equatable, Sendable {
    /// No listed tool has this id.
    case toolNotFound(id: String)
    /// The catalog could not be read.
    case couldNotLoad
    /// A change could not be saved.
    case couldNotSave
}
