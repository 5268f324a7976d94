import Foundation
import GRDB
import Persistence

/// The translation downloads each favorite holds: references counted so that unfavoriting a
/// tool frees only what nothing else needs. Every write is one transaction.
public struct OfflineFavoritesDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Records that the favorite `resourceId` holds the downloads of `manifestNames`.
    public func hold(resourceId: String, manifestNames: Set<String>) async throws {
        try await database.writer.write { db in
            for name in manifestNames.sorted() {
                try ToolsOfflineFavoriteRecord(resourceId: resourceId, manifestName: name).upsert(db)
            }
        }
    }

    /// The downloads held by any favorite, by manifest name.
    public func heldManifestNames() async throws -> Set<String> {
        try await database.writer.read { db in try Self.held(db) }
    }

    /// The downloads `resourceId` holds, by manifest name.
    public func manifestNames(heldBy resourceId: String) async throws -> Set<String> {
        try await database.writer.read { db in
            Set(
                try String.fetchAll(
                    db,
                    ToolsOfflineFavoriteRecord.select(Column("manifestName")).filter(Column("resourceId") == resourceId)))
        }
    }

    /// Lets go of what `resourceId` held: each of its downloads that no other favorite holds
    /// and that is not in `keeping` is forgotten, and the files no remaining download needs are
    /// deleted. Returns how many files were deleted.
    @discardableResult
    public func release(resourceId: String, keeping: Set<String>) async throws -> Int {
        try await database.writer.write { db in
            let mine = ToolsOfflineFavoriteRecord.filter(Column("resourceId") == resourceId)
            let released = Set(try String.fetchAll(db, mine.select(Column("manifestName"))))
            _ = try mine.deleteAll(db)
            let unneeded = released.subtracting(try Self.held(db)).subtracting(keeping)
            guard !unneeded.isEmpty else { return 0 }
            return try ToolsFileStoreDAO.removeDownloads(manifestNames: unneeded, keeping: [], db)
        }
    }

    /// Moves every hold on `old` to `new` (a newer translation replaced it), inside a transaction already open.
    static func moveHolds(from old: String, to new: String, _ db: Database) throws {
        let holders = try String.fetchAll(
            db, ToolsOfflineFavoriteRecord.select(Column("resourceId")).filter(Column("manifestName") == old))
        _ = try ToolsOfflineFavoriteRecord.filter(Column("manifestName") == old).deleteAll(db)
        for holder in holders {
            try ToolsOfflineFavoriteRecord(resourceId: holder, manifestName: new).upsert(db)
        }
    }

    private static func held(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, ToolsOfflineFavoriteRecord.select(Column("manifestName"))))
    }
}
