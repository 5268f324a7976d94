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
    case lessonNotFound(id: String)
    case unknownLanguage(String)
    case toolDownloadFailed(toolName: String, languageName: String)
    case languageNotDownloaded(languageName: String)

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
        case .lessonNotFound(let id): self = .lessonNotFound(id: id)
        case .unknownLanguage(let text): self = .unknownLanguage(text)
        case .toolDownloadFailed(let tool, let language): self = .toolDownloadFailed(toolName: tool, languageName: language)
        case .languageNotDownloaded(let name): self = .languageNotDownloaded(languageName: name)
        }
    }
}
