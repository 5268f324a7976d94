import ToolsDomain

/// What `retry` on Downloadable languages fetches again.
public enum FailedLanguageDownload: Sendable, Equatable {
    /// The download stopped (the source gone): the whole language, as typed.
    case stopped(language: String)
    /// The download went on past these tools: only them.
    case passedOver(language: String, tools: [FailedToolDownloadDomainModel])
}
