import GRDB
import Persistence

/// Reads the Tools tables.
public struct ToolsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every saved item, in the order they were stored.
    public func allItems() async throws -> [ToolsItemDataModel] {
        try await database.writer.read { db in
            try ToolsItemRecord.order(Column("rowid")).fetchAll(db).map(Self.dataModel)
        }
    }

    /// The saved item with `id`, if there is one.
    public func item(id: String) async throws -> ToolsItemDataModel? {
        try await database.writer.read { db in
            try ToolsItemRecord.fetchOne(db, key: id).map(Self.dataModel)
        }
    }

    private static func dataModel(_ record: ToolsItemRecord) -> ToolsItemDataModel {
        ToolsItemDataModel(id: record.id, title: record.title, summary: record.summary)
    }
}
