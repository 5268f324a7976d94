import ToolsDomain

/// Why a Tools screen could not do what was asked, for its view to put into words.
public enum ToolsFailure: Error, Equatable, Sendable {
    case toolNotFound(id: String)
    case couldNotLoad
    case couldNotSave

    public init(_ error: ToolsError) {
        switch error {
        case .toolNotFound(let id): self = .toolNotFound(id: id)
        case .couldNotLoad: self = .couldNotLoad
        case .couldNotSave: self = .couldNotSave
        }
    }
}
