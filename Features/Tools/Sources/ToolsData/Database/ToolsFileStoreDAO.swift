import Foundation
import GRDB
import Persistence

/// The downloaded content: files by the SHA-256 of their bytes (a file shared by two
/// translations is kept once), and the translations whose files are all saved, with
/// the files each needs. Every write is one transaction.
public struct ToolsFileStoreDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The bytes saved under `sha256`, if any.
    public func file(sha256: String) async throws -> Data? {
        try await database.writer.read { db in try ToolsFileRecord.fetchOne(db, key: sha256.lowercased())?.bytes }
    }

    /// Which of `hashes` are saved.
    public func savedHashes(among hashes: Set<String>) async throws -> Set<String> {
        let wanted = hashes.map { $0.lowercased() }
        return try await database.writer.read { db in
            Set(try String.fetchAll(db, ToolsFileRecord.select(Column("sha256")).filter(wanted.contains(Column("sha256")))))
        }
    }

    /// Saves `bytes` under `sha256` (the caller has checked that it is their hash).
    public func save(_ bytes: Data, sha256: String, at date: Date) async throws {
        try await database.writer.write { db in
            try ToolsFileRecord(
                sha256: sha256.lowercased(), bytes: bytes, byteCount: bytes.count, savedAt: date.timeIntervalSinceReferenceDate
            )
            .upsert(db)
        }
    }

    /// Records that `download`'s files are all saved (replacing an earlier record of that manifest).
    public func recordDownload(_ download: ToolsDownloadDataModel) async throws {
        try await database.writer.write { db in
            _ = try ToolsDownloadRecord.deleteOne(db, key: download.manifestName)
            try ToolsDownloadRecord(
                manifestName: download.manifestName, manifestSha256: download.manifestSha256.lowercased(),
                resourceId: download.resourceId, languageId: download.languageId, translationId: download.translationId,
                downloadedAt: download.downloadedAt.timeIntervalSinceReferenceDate
            ).insert(db)
            for hash in Set(download.fileHashes.union([download.manifestSha256]).map { $0.lowercased() }).sorted() {
                try ToolsDownloadFileRecord(manifestName: download.manifestName, sha256: hash).insert(db)
            }
        }
    }

    /// The download of `manifestName`, when it is recorded and every file it needs is still saved.
    public func completeDownload(manifestName: String) async throws -> ToolsDownloadDataModel? {
        try await database.writer.read { db in
            guard let record = try ToolsDownloadRecord.fetchOne(db, key: manifestName) else { return nil }
            let needed = try Self.fileHashes(of: manifestName, db)
            let saved = try ToolsFileRecord.filter(needed.contains(Column("sha256"))).fetchCount(db)
            guard saved == needed.count else { return nil }
            return Self.dataModel(record, fileHashes: needed)
        }
    }

    /// Every recorded download, by manifest name.
    public func downloads() async throws -> [ToolsDownloadDataModel] {
        try await database.writer.read { db in
            try ToolsDownloadRecord.order(Column("manifestName")).fetchAll(db).map { record in
                Self.dataModel(record, fileHashes: try Self.fileHashes(of: record.manifestName, db))
            }
        }
    }

    /// Forgets the downloads of `manifestNames` and deletes the files no remaining
    /// download needs, except those in `keeping`. Returns how many files were deleted.
    @discardableResult
    public func removeDownloads(manifestNames: Set<String>, keeping: Set<String> = []) async throws -> Int {
        try await database.writer.write { db in try Self.removeDownloads(manifestNames: manifestNames, keeping: keeping, db) }
    }

    /// ``removeDownloads(manifestNames:keeping:)`` inside a transaction already open.
    static func removeDownloads(manifestNames: Set<String>, keeping: Set<String>, _ db: Database) throws -> Int {
        _ = try ToolsDownloadRecord.filter(manifestNames.contains(Column("manifestName"))).deleteAll(db)
        let stillNeeded = Set(try String.fetchAll(db, ToolsDownloadFileRecord.select(Column("sha256"))))
            .union(keeping.map { $0.lowercased() })
        return try ToolsFileRecord.filter(!stillNeeded.contains(Column("sha256"))).deleteAll(db)
    }

    private static func fileHashes(of manifestName: String, _ db: Database) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db, ToolsDownloadFileRecord.select(Column("sha256")).filter(Column("manifestName") == manifestName)
            ))
    }

    private static func dataModel(_ record: ToolsDownloadRecord, fileHashes: Set<String>) -> ToolsDownloadDataModel {
        ToolsDownloadDataModel(
            manifestName: record.manifestName, manifestSha256: record.manifestSha256, resourceId: record.resourceId,
            languageId: record.languageId, translationId: record.translationId, fileHashes: fileHashes,
            downloadedAt: Date(timeIntervalSinceReferenceDate: record.downloadedAt)
        )
    }
}
