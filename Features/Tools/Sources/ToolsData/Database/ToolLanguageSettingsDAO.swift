import GRDB
import Persistence

/// Keeps the primary and parallel languages chosen for each tool.
public struct ToolLanguageSettingsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func settings(resourceId: String) async throws -> ToolLanguageSettingsDataModel? {
        try await database.writer.read { db in
            try ToolsLanguageSettingRecord.fetchOne(db, key: resourceId).map {
                ToolLanguageSettingsDataModel(
                    resourceId: $0.resourceId, primaryLanguageId: $0.primaryLanguageId, parallelLanguageId: $0.parallelLanguageId
                )
            }
        }
    }

    /// Stores both choices at once (a swap changes both in one transaction).
    public func save(_ settings: ToolLanguageSettingsDataModel) async throws {
        try await database.writer.write { db in
            try ToolsLanguageSettingRecord(
                resourceId: settings.resourceId, primaryLanguageId: settings.primaryLanguageId,
                parallelLanguageId: settings.parallelLanguageId
            ).upsert(db)
        }
    }
}
