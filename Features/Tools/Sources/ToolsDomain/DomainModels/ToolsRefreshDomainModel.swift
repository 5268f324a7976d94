/// What asking for the tools again from their source gave.
public enum ToolsRefreshDomainModel: Sendable, Equatable {
    /// The catalog was read again.
    case refreshed
    /// The source could not be reached; the saved catalog is shown.
    case offline
}
