import GRDB
import Persistence

/// The Tools feature's tables: its items, seeded with a few samples so
/// the list has something to show on a fresh database.
public struct ToolsDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "tools"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.items") { db in
            try db.create(table: ToolsItemRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("title", .text).notNull()
                table.column("summary", .text).notNull()
            }
            for record in Self.samples {
                try record.insert(db)
            }
        }
    }

    /// Stored out of title order, so the list's sorting rule shows.
    static let samples = [
        ToolsItemRecord(id: "item-1", title: "Gamma", summary: "The third sample item."),
        ToolsItemRecord(id: "item-2", title: "Alpha", summary: "The first sample item."),
        ToolsItemRecord(id: "item-3", title: "Beta", summary: "The second sample item."),
    ]
}
