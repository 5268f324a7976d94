/// The person downloads a language for offline use (`download es`, or `retry` after it stopped).
public struct DownloadToolLanguageUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    public func execute(
        language: String, onProgress: @escaping LanguageDownloadProgressHandler = { _ in }
    ) async throws(ToolsError) -> LanguageDownloadDomainModel {
        try await downloads.downloadLanguage(language, toolIds: nil, onProgress: onProgress)
    }
}
