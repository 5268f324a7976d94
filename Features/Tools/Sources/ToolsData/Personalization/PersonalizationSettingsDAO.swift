import GRDB
import Persistence

/// Keeps the person's personalization settings by name (`country`, `list.tools`, `list.lessons`).
public struct PersonalizationSettingsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func value(of setting: String) async throws -> String? {
        try await database.writer.read { db in try ToolsPersonalizationSettingRecord.fetchOne(db, key: setting)?.value }
    }

    /// Keeps `value` for `setting`; `nil` forgets it.
    public func set(_ value: String?, for setting: String) async throws {
        try await database.writer.write { db in
            if let value {
                try ToolsPersonalizationSettingRecord(setting: setting, value: value).upsert(db)
            } else {
                _ = try ToolsPersonalizationSettingRecord.deleteOne(db, key: setting)
            }
        }
    }
}
