import AppCore

/// The languages downloaded for offline use, and the translation downloads of each.
public struct DownloadedToolLanguagesRepository: Sendable {
    private let dao: DownloadedToolLanguagesDAO
    private let store: ToolsFileStoreDAO
    private let clock: any AppClock

    public init(dao: DownloadedToolLanguagesDAO, store: ToolsFileStoreDAO, clock: any AppClock) {
        self.dao = dao
        self.store = store
        self.clock = clock
    }

    /// The ids of the downloaded languages, first downloaded first.
    public func downloadedLanguageIds() async throws -> [String] {
        try await dao.downloadedLanguageIds()
    }

    /// Records that every tool and lesson of the language is downloaded, now.
    public func markDownloaded(languageId: String) async throws {
        try await dao.markDownloaded(languageId: languageId, at: clock.now())
    }

    /// Every saved translation download, of any language.
    public func translationDownloads() async throws -> [ToolsDownloadDataModel] {
        try await store.downloads()
    }

    /// Forgets the language and its downloads `manifestNames`, freeing the files nothing
    /// else needs (nor `keeping`). Returns how many files were freed.
    public func removeLanguage(languageId: String, manifestNames: Set<String>, keeping: Set<String>) async throws -> Int {
        try await dao.removeLanguage(languageId: languageId, manifestNames: manifestNames, keeping: keeping)
    }
}
