import GRDB
import Persistence

/// Reads and writes the person's favorite tools and their order. Positions run
/// 0, 1, 2 … with no gaps after every write; every write is one transaction.
public struct FavoriteToolsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The favorites by position.
    public func favorites() async throws -> [FavoriteToolDataModel] {
        try await database.writer.read { db in
            try Self.ordered(db).map { FavoriteToolDataModel(resourceId: $0.resourceId, position: $0.position) }
        }
    }

    /// Puts `resourceId` first, moving the others down; nothing when it is a favorite already.
    public func add(resourceId: String) async throws {
        try await database.writer.write { db in
            let current = try Self.ordered(db).map(\.resourceId)
            guard !current.contains(resourceId) else { return }
            try Self.save([resourceId] + current, db: db)
        }
    }

    /// Removes `resourceId` and closes the gap.
    public func remove(resourceId: String) async throws {
        try await database.writer.write { db in
            try Self.save(try Self.ordered(db).map(\.resourceId).filter { $0 != resourceId }, db: db)
        }
    }

    /// Moves the favorite at `from` to `to` (both 0-based, clamped to the list).
    public func move(from: Int, to: Int) async throws {
        try await database.writer.write { db in
            var ids = try Self.ordered(db).map(\.resourceId)
            guard ids.indices.contains(from) else { return }
            let moved = ids.remove(at: from)
            ids.insert(moved, at: min(max(to, 0), ids.count))
            try Self.save(ids, db: db)
        }
    }

    private static func ordered(_ db: Database) throws -> [ToolsFavoriteRecord] {
        try ToolsFavoriteRecord.order(Column("position"), Column("resourceId")).fetchAll(db)
    }

    private static func save(_ ids: [String], db: Database) throws {
        try ToolsFavoriteRecord.deleteAll(db)
        for (position, id) in ids.enumerated() {
            try ToolsFavoriteRecord(resourceId: id, position: position).insert(db)
        }
    }
}
