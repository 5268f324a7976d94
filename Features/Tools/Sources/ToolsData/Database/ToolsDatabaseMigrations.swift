import GRDB
import Persistence

/// The Tools feature's tables: the catalog read from the content source
/// (languages, resources, their latest translations, when it was read) and the
/// person's own state (favorites with their positions, filter choices), kept
/// apart so a new catalog never overwrites them.
public struct ToolsDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "tools"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.catalog") { db in
            try db.create(table: ToolsLanguageRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("code", .text).notNull()
                table.column("name", .text).notNull()
                table.column("isRightToLeft", .boolean).notNull()
                table.column("forceLanguageName", .boolean).notNull()
            }
            try db.create(table: ToolsResourceRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("name", .text).notNull()
                table.column("abbreviation", .text).notNull()
                table.column("resourceType", .text).notNull()
                table.column("description", .text)
                table.column("totalViews", .integer).notNull()
                table.column("category", .text)
                table.column("defaultOrder", .integer).notNull()
                table.column("defaultLocale", .text).notNull()
                table.column("isHidden", .boolean).notNull()
                table.column("isSpotlight", .boolean).notNull()
                table.column("metatoolId", .text)
                table.column("bannerAttachmentId", .text)
            }
            try db.create(table: ToolsTranslationRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("resourceId", .text).notNull()
                    .references(ToolsResourceRecord.databaseTableName, onDelete: .cascade)
                table.column("languageId", .text).notNull()
                table.column("version", .integer).notNull()
                table.column("manifestName", .text)
                table.column("translatedName", .text)
                table.column("translatedDescription", .text)
                table.column("translatedTagline", .text)
            }
            try db.create(index: "tools_translation_on_resource", on: ToolsTranslationRecord.databaseTableName, columns: ["resourceId"])
            try db.create(table: ToolsSyncRecord.databaseTableName) { table in
                table.column("sourceKey", .text).primaryKey()
                table.column("syncedAt", .double).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v1.personal") { db in
            try db.create(table: ToolsFavoriteRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("position", .integer).notNull()
            }
            try db.create(table: ToolsFilterSelectionRecord.databaseTableName) { table in
                table.column("filter", .text).primaryKey()
                table.column("value", .text).notNull()
            }
        }
    }
}
