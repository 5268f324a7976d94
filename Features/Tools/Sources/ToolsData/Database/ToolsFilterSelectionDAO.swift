import GRDB
import Persistence

/// Keeps the value chosen for each filter of the tools list (`category`, `language`).
public struct ToolsFilterSelectionDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func selection(filter: String) async throws -> String? {
        try await database.writer.read { db in try ToolsFilterSelectionRecord.fetchOne(db, key: filter)?.value }
    }

    /// Stores `value`, or deletes the selection when it is `nil` ("Any").
    public func setSelection(filter: String, value: String?) async throws {
        try await database.writer.write { db in
            if let value {
                try ToolsFilterSelectionRecord(filter: filter, value: value).upsert(db)
            } else {
                _ = try ToolsFilterSelectionRecord.deleteOne(db, key: filter)
            }
        }
    }

    /// Stores several selections in one transaction (a `nil` value deletes that one).
    public func setSelections(_ values: [(filter: String, value: String?)]) async throws {
        try await database.writer.write { db in
            for (filter, value) in values {
                if let value {
                    try ToolsFilterSelectionRecord(filter: filter, value: value).upsert(db)
                } else {
                    _ = try ToolsFilterSelectionRecord.deleteOne(db, key: filter)
                }
            }
        }
    }
}
