import GRDB

/// A row of the `tools_item` table.
struct ToolsItemRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_item"

    var id: String
    var title: String
    var summary: String
}
