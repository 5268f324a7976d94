/// The person confirms removing a downloaded language (`remove es`, then `yes`).
public struct RemoveToolLanguageDownloadUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    public func execute(languageId: String) async throws(ToolsError) -> LanguageRemovalDomainModel {
        try await downloads.removeLanguage(id: languageId)
    }
}
