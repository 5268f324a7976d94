import Foundation
import GRDB
import Persistence

/// The languages a person downloaded for offline use, and removing one with the files
/// only it needed, in one transaction.
public struct DownloadedToolLanguagesDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The ids of the downloaded languages, first downloaded first.
    public func downloadedLanguageIds() async throws -> [String] {
        try await database.writer.read { db in
            try String.fetchAll(
                db, ToolsDownloadedLanguageRecord.select(Column("languageId")).order(Column("downloadedAt"), Column("languageId"))
            )
        }
    }

    /// Records that every tool and lesson of the language is downloaded.
    public func markDownloaded(languageId: String, at date: Date) async throws {
        try await database.writer.write { db in
            try ToolsDownloadedLanguageRecord(languageId: languageId, downloadedAt: date.timeIntervalSinceReferenceDate).upsert(
                db)
        }
    }

    /// Forgets the language and the downloads of `manifestNames`, and deletes the files no
    /// remaining download needs, except those in `keeping`. Returns how many files were deleted.
    @discardableResult
    public func removeLanguage(languageId: String, manifestNames: Set<String>, keeping: Set<String> = []) async throws -> Int {
        try await database.writer.write { db in
            _ = try ToolsDownloadedLanguageRecord.deleteOne(db, key: languageId)
            return try ToolsFileStoreDAO.removeDownloads(manifestNames: manifestNames, keeping: keeping, db)
        }
    }
}
