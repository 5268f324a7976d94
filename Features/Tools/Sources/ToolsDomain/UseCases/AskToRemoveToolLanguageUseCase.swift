/// The person asks to remove a downloaded language (`remove es`): which language that
/// is, for the question asked before anything is removed.
public struct AskToRemoveToolLanguageUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    public func execute(language: String) async throws(ToolsError) -> ToolLanguageDomainModel {
        try await downloads.downloadedLanguage(language)
    }
}
