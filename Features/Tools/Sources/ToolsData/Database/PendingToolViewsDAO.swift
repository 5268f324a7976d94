import GRDB
import Persistence

/// Views of tools not yet sent to the content server, counted per tool.
public struct PendingToolViewsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Adds `quantity` views of `resourceId` to those waiting.
    public func add(resourceId: String, quantity: Int = 1) async throws {
        try await database.writer.write { db in
            let waiting = try ToolsPendingViewRecord.fetchOne(db, key: resourceId)?.quantity ?? 0
            try ToolsPendingViewRecord(resourceId: resourceId, quantity: waiting + quantity).upsert(db)
        }
    }

    /// The views waiting, by resource id.
    public func pending() async throws -> [(resourceId: String, quantity: Int)] {
        try await database.writer.read { db in
            try ToolsPendingViewRecord.order(Column("resourceId")).fetchAll(db).map { ($0.resourceId, $0.quantity) }
        }
    }

    /// Takes `quantity` sent views of `resourceId` off those waiting (views added meanwhile stay).
    public func markSent(resourceId: String, quantity: Int) async throws {
        try await database.writer.write { db in
            let left = (try ToolsPendingViewRecord.fetchOne(db, key: resourceId)?.quantity ?? 0) - quantity
            if left > 0 {
                try ToolsPendingViewRecord(resourceId: resourceId, quantity: left).upsert(db)
            } else {
                _ = try ToolsPendingViewRecord.deleteOne(db, key: resourceId)
            }
        }
    }
}
