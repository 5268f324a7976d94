import Foundation
import GRDB
import Persistence

/// When each downloaded language was last updated and checked, the translation version each
/// saved download holds, and an update's outcome written in one transaction: the new
/// downloads in, the old ones out (their files freed unless something else needs them).
public struct LanguageUpdatesDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every downloaded language, first downloaded first; one never updated counts as updated when downloaded.
    public func downloadedLanguages() async throws -> [ToolsLanguageUpdateDataModel] {
        try await database.writer.read { db in
            let updates = Dictionary(
                uniqueKeysWithValues: try ToolsLanguageUpdateRecord.fetchAll(db).map { ($0.languageId, $0) })
            return try ToolsDownloadedLanguageRecord.order(Column("downloadedAt"), Column("languageId")).fetchAll(db).map {
                downloaded in
                let update = updates[downloaded.languageId]
                return ToolsLanguageUpdateDataModel(
                    languageId: downloaded.languageId,
                    updatedAt: Date(timeIntervalSinceReferenceDate: max(downloaded.downloadedAt, update?.updatedAt ?? 0)),
                    checkedAt: update?.checkedAt.map(Date.init(timeIntervalSinceReferenceDate:))
                )
            }
        }
    }

    /// The versions recorded for `manifestNames` (those with none recorded are left out).
    public func versions(of manifestNames: Set<String>) async throws -> [String: Int] {
        try await database.writer.read { db in
            Dictionary(
                uniqueKeysWithValues: try ToolsDownloadVersionRecord.filter(manifestNames.contains(Column("manifestName")))
                    .fetchAll(db).map { ($0.manifestName, $0.version) })
        }
    }

    /// Records that the language was checked at `date` and nothing was newer.
    public func markChecked(languageId: String, at date: Date) async throws {
        try await database.writer.write { db in
            var record = try Self.record(languageId, db)
            record.checkedAt = date.timeIntervalSinceReferenceDate
            try record.upsert(db)
        }
    }

    /// Writes a successful update of the language: each replacement's new version is recorded,
    /// holds of favorites move to the new download, the old downloads are forgotten (except
    /// those in `keeping`), and the files nothing needs any more are deleted. The language is
    /// updated and checked at `date`. Returns how many files were deleted.
    @discardableResult
    public func completeUpdate(
        languageId: String, replacements: [ToolsDownloadReplacementDataModel], keeping: Set<String>, at date: Date
    ) async throws -> Int {
        try await database.writer.write { db in
            var old = Set<String>()
            for replacement in replacements {
                try ToolsDownloadVersionRecord(manifestName: replacement.newManifestName, version: replacement.newVersion)
                    .upsert(db)
                for name in replacement.oldManifestNames where name != replacement.newManifestName {
                    try OfflineFavoritesDAO.moveHolds(from: name, to: replacement.newManifestName, db)
                    old.insert(name)
                }
            }
            let removable = old.subtracting(keeping)
            _ = try ToolsDownloadVersionRecord.filter(removable.contains(Column("manifestName"))).deleteAll(db)
            var record = try Self.record(languageId, db)
            record.updatedAt = date.timeIntervalSinceReferenceDate
            record.checkedAt = date.timeIntervalSinceReferenceDate
            try record.upsert(db)
            return try ToolsFileStoreDAO.removeDownloads(manifestNames: removable, keeping: [], db)
        }
    }

    /// Undoes a failed update: forgets the downloads it recorded (`manifestNames`) and deletes the
    /// files no remaining download needs, those it saved before failing included. The old
    /// downloads, their versions and the language's dates stay as they were.
    @discardableResult
    public func discardUpdate(manifestNames: Set<String>) async throws -> Int {
        try await database.writer.write { db in
            try ToolsFileStoreDAO.removeDownloads(manifestNames: manifestNames, keeping: [], db)
        }
    }

    private static func record(_ languageId: String, _ db: Database) throws -> ToolsLanguageUpdateRecord {
        if let record = try ToolsLanguageUpdateRecord.fetchOne(db, key: languageId) { return record }
        let downloadedAt = try ToolsDownloadedLanguageRecord.fetchOne(db, key: languageId)?.downloadedAt ?? 0
        return ToolsLanguageUpdateRecord(languageId: languageId, updatedAt: downloadedAt, checkedAt: nil)
    }
}
