/// The person opens or searches Downloadable languages (`downloads` in Language settings).
public struct ViewDownloadableLanguagesUseCase: Sendable {
    private let downloads: any ToolLanguageDownloadsInterface

    public init(downloads: any ToolLanguageDownloadsInterface) {
        self.downloads = downloads
    }

    /// - Parameter downloadedWhenOpened: what the first reading returned, so the order
    ///   stays while the screen is open; `nil` on the first reading.
    public func execute(searchText: String = "", downloadedWhenOpened: Set<String>? = nil) async throws(ToolsError)
        -> DownloadableLanguagesDomainModel
    {
        try await downloads.getDownloadableLanguages(searchText: searchText, downloadedWhenOpened: downloadedWhenOpened)
    }
}
