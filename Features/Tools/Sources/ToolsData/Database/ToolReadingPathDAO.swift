import GRDB
import Persistence

/// Keeps each choose-your-own-adventure tool's reading path, one row per tool.
public struct ToolReadingPathDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The pages of the path kept for the tool, oldest first; empty when none is kept.
    public func path(resourceId: String) async throws -> [String] {
        try await database.writer.read { db in
            try ToolsReadingPathRecord.fetchOne(db, key: resourceId)
                .map { $0.pageIds.split(separator: "\n").map(String.init) } ?? []
        }
    }

    /// Keeps `pageIds` for the tool, replacing what was kept; an empty path removes the row.
    public func save(resourceId: String, pageIds: [String]) async throws {
        try await database.writer.write { db in
            if pageIds.isEmpty {
                _ = try ToolsReadingPathRecord.deleteOne(db, key: resourceId)
            } else {
                try ToolsReadingPathRecord(resourceId: resourceId, pageIds: pageIds.joined(separator: "\n")).upsert(db)
            }
        }
    }
}
