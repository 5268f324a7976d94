/// The person looks at which tool languages are available offline (Language settings).
public struct ViewToolLanguagesAvailableOfflineUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    public func execute() async throws(ToolsError) -> [ToolLanguageDomainModel] {
        try await downloads.getLanguagesAvailableOffline()
    }
}
