import ToolsDomain

/// Why a Tools screen could not do what was asked, for its view to put into words.
public enum ToolsFailure: Error, Equatable, Sendable {
    case toolNotFound(id: String)
    case couldNotLoad
    case sourceUnreachable
    case couldNotSave
    case languageNotAvailable(String)
    case languageIsOtherChoice(name: String)
    case parallelLanguageNotSupported
    case noParallelLanguage
    case noContent(languageName: String)
    case checksumMismatch(languageName: String)
    case downloadFailed(languageName: String)

    public init(_ error: ToolsError) {
        switch error {
        case .toolNotFound(let id): self = .toolNotFound(id: id)
        case .couldNotLoad: self = .couldNotLoad
        case .sourceUnreachable: self = .sourceUnreachable
        case .couldNotSave: self = .couldNotSave
        case .languageNotAvailable(let text): self = .languageNotAvailable(text)
        case .languageIsOtherChoice(let name): self = .languageIsOtherChoice(name: name)
        case .parallelLanguageNotSupported: self = .parallelLanguageNotSupported
        case .noParallelLanguage: self = .noParallelLanguage
        case .noContent(let name): self = .noContent(languageName: name)
        case .checksumMismatch(let name): self = .checksumMismatch(languageName: name)
        case .downloadFailed(let name): self = .downloadFailed(languageName: name)
        }
    }
}
