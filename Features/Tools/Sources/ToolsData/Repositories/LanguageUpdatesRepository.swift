import AppCore
import Foundation

/// When downloaded languages were updated and checked, and an update's outcome, stamped with the clock.
public struct LanguageUpdatesRepository: Sendable {
    private let dao: LanguageUpdatesDAO
    private let clock: any AppClock

    public init(dao: LanguageUpdatesDAO, clock: any AppClock) {
        self.dao = dao
        self.clock = clock
    }

    /// Now, by the session's clock.
    public func now() -> Date {
        clock.now()
    }

    public func downloadedLanguages() async throws -> [ToolsLanguageUpdateDataModel] {
        try await dao.downloadedLanguages()
    }

    public func versions(of manifestNames: Set<String>) async throws -> [String: Int] {
        try await dao.versions(of: manifestNames)
    }

    public func markChecked(languageId: String) async throws {
        try await dao.markChecked(languageId: languageId, at: clock.now())
    }

    public func completeUpdate(
        languageId: String, replacements: [ToolsDownloadReplacementDataModel], keeping: Set<String>
    ) async throws -> Int {
        try await dao.completeUpdate(languageId: languageId, replacements: replacements, keeping: keeping, at: clock.now())
    }

    public func discardUpdate(manifestNames: Set<String>) async throws -> Int {
        try await dao.discardUpdate(manifestNames: manifestNames)
    }
}
