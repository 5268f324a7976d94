import GRDB
import Persistence

/// Keeps the version chosen for each metatool, and moves a favorite of another of its
/// versions to the one chosen, in one transaction.
public struct ToolVersionChoiceDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Chooses `resourceId` for `metatoolId`. When the chosen version is not a favorite but
    /// another version of the same metatool is, the first such favorite becomes the chosen
    /// version, in the same place.
    public func choose(resourceId: String, of metatoolId: String) async throws {
        try await database.writer.write { db in
            try ToolsVersionChoiceRecord(metatoolId: metatoolId, resourceId: resourceId).upsert(db)
            let versionIds = Set(
                try ToolsResourceRecord.filter(Column("metatoolId") == metatoolId).fetchAll(db).map(\.id))
            let favorites = try ToolsFavoriteRecord.fetchAll(db)
            guard !favorites.contains(where: { $0.resourceId == resourceId }),
                let other = favorites.filter({ versionIds.contains($0.resourceId) }).min(by: { $0.position < $1.position })
            else { return }
            _ = try ToolsFavoriteRecord.deleteOne(db, key: other.resourceId)
            try ToolsFavoriteRecord(resourceId: resourceId, position: other.position).insert(db)
        }
    }
}
