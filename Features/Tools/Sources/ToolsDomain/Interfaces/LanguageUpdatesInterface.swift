import Foundation

/// Downloaded languages kept current: newer translations of their tools fetched at most once a day.
public protocol LanguageUpdatesInterface: Sendable {
    /// Checks each downloaded language not checked in the last day and downloads the newer
    /// translations of its tools (a higher version than the one saved). `readingCatalogAgain`
    /// reads the catalog from its source first (at launch; `refresh` has just read it). A
    /// language whose update fails keeps its old files and versions.
    func updateDownloadedLanguages(readingCatalogAgain: Bool, onProgress: @escaping LanguageUpdateProgressHandler) async
        -> LanguageUpdatesDomainModel
    /// When each downloaded language was last updated (or downloaded), by language id.
    func getLanguagesLastUpdated() async throws(ToolsError) -> [String: Date]
}
