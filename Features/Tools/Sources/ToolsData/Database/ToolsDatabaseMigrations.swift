import GRDB
import Persistence

/// The Tools feature's tables: the catalog read from the content source
/// (languages, resources, their latest translations, when it was read), the
/// person's own state (favorites with their positions, filter choices, each
/// tool's languages, views not yet sent), kept apart so a new catalog never
/// overwrites them, and the downloaded content (files by SHA-256, and which
/// translation needs which file), where a person stopped in a choose-your-own-adventure,
/// each tool's training tips (shown or not, and the tips seen), the version chosen for each metatool,
/// the downloads each favorite holds and the notices closed, and when each downloaded language
/// was last updated.
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
            try db.create(
                index: "tools_translation_on_resource", on: ToolsTranslationRecord.databaseTableName, columns: ["resourceId"])
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
        migrator.registerMigration("\(featureName).v2.details") { db in
            try db.alter(table: ToolsTranslationRecord.databaseTableName) { table in
                table.add(column: "conversationStarters", .text)
                table.add(column: "bibleReferences", .text)
            }
        }
        migrator.registerMigration("\(featureName).v2.reading") { db in
            try db.create(table: ToolsLanguageSettingRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("primaryLanguageId", .text)
                table.column("parallelLanguageId", .text)
            }
            try db.create(table: ToolsPendingViewRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("quantity", .integer).notNull()
            }
            try db.create(table: ToolsFileRecord.databaseTableName) { table in
                table.column("sha256", .text).primaryKey()
                table.column("bytes", .blob).notNull()
                table.column("byteCount", .integer).notNull()
                table.column("savedAt", .double).notNull()
            }
            try db.create(table: ToolsDownloadRecord.databaseTableName) { table in
                table.column("manifestName", .text).primaryKey()
                table.column("manifestSha256", .text).notNull()
                table.column("resourceId", .text).notNull()
                table.column("languageId", .text).notNull()
                table.column("translationId", .text).notNull()
                table.column("downloadedAt", .double).notNull()
            }
            try db.create(index: "tools_download_on_language", on: ToolsDownloadRecord.databaseTableName, columns: ["languageId"])
            try db.create(table: ToolsDownloadFileRecord.databaseTableName) { table in
                table.column("manifestName", .text).notNull()
                    .references(ToolsDownloadRecord.databaseTableName, onDelete: .cascade)
                table.column("sha256", .text).notNull()
                table.primaryKey(["manifestName", "sha256"])
            }
            try db.create(
                index: "tools_download_file_on_sha256", on: ToolsDownloadFileRecord.databaseTableName, columns: ["sha256"])
        }
        migrator.registerMigration("\(featureName).v3.lessonsAndLanguages") { db in
            try db.create(table: ToolsLessonProgressRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("pageIndex", .integer).notNull()
                table.column("pageCount", .integer).notNull()
                table.column("progress", .double).notNull()
                table.column("isCompleted", .boolean).notNull()
                table.column("updatedAt", .double).notNull()
            }
            try db.create(table: ToolsDownloadedLanguageRecord.databaseTableName) { table in
                table.column("languageId", .text).primaryKey()
                table.column("downloadedAt", .double).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v4.readingPath") { db in
            try db.create(table: ToolsReadingPathRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("pageIds", .text).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v4.trainingTips") { db in
            try db.create(table: ToolsTrainingTipsRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("isOn", .boolean).notNull()
            }
            try db.create(table: ToolsTipSeenRecord.databaseTableName) { table in
                table.column("resourceId", .text).notNull()
                table.column("tipId", .text).notNull()
                table.primaryKey(["resourceId", "tipId"])
            }
        }
        migrator.registerMigration("\(featureName).v4.versions") { db in
            try db.alter(table: ToolsResourceRecord.databaseTableName) { table in
                table.add(column: "defaultVariantId", .text)
            }
            try db.create(table: ToolsVersionChoiceRecord.databaseTableName) { table in
                table.column("metatoolId", .text).primaryKey()
                table.column("resourceId", .text).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v4.learnToShare") { db in
            try db.create(table: ToolsLearnToShareViewRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("views", .integer).notNull()
            }
        }
        registerOnboardingMigration(in: &migrator)
        PersonalizationDatabaseMigrations.register(in: &migrator, featureName: featureName)
        registerOfflineFavorites(in: &migrator)
        registerDownloadsCurrent(in: &migrator)
        PersonalizationDatabaseMigrations.registerRankingCache(in: &migrator, featureName: featureName)
    }
}
