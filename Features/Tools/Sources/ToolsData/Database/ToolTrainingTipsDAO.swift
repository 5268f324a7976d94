import GRDB
import Persistence

/// Keeps, per tool, whether its training tips are shown and which tips were opened.
public struct ToolTrainingTipsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Whether the tool's tips are shown; off when never turned on.
    public func isOn(resourceId: String) async throws -> Bool {
        try await database.writer.read { db in try ToolsTrainingTipsRecord.fetchOne(db, key: resourceId)?.isOn ?? false }
    }

    public func setOn(_ isOn: Bool, resourceId: String) async throws {
        try await database.writer.write { db in try ToolsTrainingTipsRecord(resourceId: resourceId, isOn: isOn).upsert(db) }
    }

    /// The ids of the tool's tips opened so far.
    public func seenTipIds(resourceId: String) async throws -> Set<String> {
        try await database.writer.read { db in
            Set(try ToolsTipSeenRecord.filter(Column("resourceId") == resourceId).fetchAll(db).map(\.tipId))
        }
    }

    /// Keeps that the tip was opened (once, however often it is).
    public func markSeen(tipId: String, resourceId: String) async throws {
        try await database.writer.write { db in try ToolsTipSeenRecord(resourceId: resourceId, tipId: tipId).upsert(db) }
    }
}
