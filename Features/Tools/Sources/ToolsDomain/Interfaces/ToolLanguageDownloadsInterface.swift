/// Tool languages downloaded for offline use: which can be, which are, downloading and
/// removing one.
public protocol ToolLanguageDownloadsInterface: Sendable {
    /// Every language with a tool or lesson matching `searchText`: those in
    /// `downloadedWhenOpened` first (or, when it is `nil`, those downloaded now), then the
    /// rest, each part by its name in the app language.
    func getDownloadableLanguages(searchText: String, downloadedWhenOpened: Set<String>?) async throws(ToolsError)
        -> DownloadableLanguagesDomainModel
    /// Downloads every tool and lesson (nothing hidden) in the language `language` names, or
    /// only those of `toolIds` when it is given (a retry). One whose files cannot be had is
    /// passed over and named in the result; the language counts as downloaded once any is
    /// saved. Throws, keeping what was saved, only when the download cannot go on (the
    /// source unreachable, the database failing, cancelled).
    func downloadLanguage(
        _ language: String, toolIds: Set<String>?, onProgress: @escaping LanguageDownloadProgressHandler
    ) async throws(ToolsError) -> LanguageDownloadDomainModel
    /// The downloaded language `language` names, to ask before removing it.
    func downloadedLanguage(_ language: String) async throws(ToolsError) -> ToolLanguageDomainModel
    /// Forgets the language's downloads and frees the files nothing else needs.
    func removeLanguage(id: String) async throws(ToolsError) -> LanguageRemovalDomainModel
    /// The languages downloaded, by name in the app language.
    func getLanguagesAvailableOffline() async throws(ToolsError) -> [ToolLanguageDomainModel]
}
