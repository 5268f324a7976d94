/// The person types `retry` after a language download passed over tools it could not get:
/// only those are fetched again.
public struct RetryFailedToolDownloadsUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    public func execute(
        language: String, failedTools: [FailedToolDownloadDomainModel],
        onProgress: @escaping LanguageDownloadProgressHandler = { _ in }
    ) async throws(ToolsError) -> LanguageDownloadDomainModel {
        try await downloads.downloadLanguage(language, toolIds: Set(failedTools.map(\.toolId)), onProgress: onProgress)
    }
}
