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

    /// How often the tool's "Learn to share" tutorial was shown.
    public func learnToShareViews(resourceId: String) async throws -> Int {
        try await database.writer.read { db in try ToolsLearnToShareViewRecord.fetchOne(db, key: resourceId)?.views ?? 0 }
    }

    /// Counts one more showing of the tool's "Learn to share" tutorial.
    public func addLearnToShareView(resourceId: String) async throws {
        try await database.writer.write { db in
            let views = try ToolsLearnToShareViewRecord.fetchOne(db, key: resourceId)?.views ?? 0
            try ToolsLearnToShareViewRecord(resourceId: resourceId, views: views + 1).upsert(db)
        }
    }

    /// Keeps that the tip was opened (once, however often it is).
    public func markSeen(tipId: String, resourceId: String) async throws {
        try await database.writer.write { db in try ToolsTipSeenRecord(resourceId: resourceId, tipId: tipId).upsert(db) }
    }
}
