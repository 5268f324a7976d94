import GRDB

extension ToolsDatabaseMigrations {
    /// `v5.offlineFavorites`: the downloads each favorite holds, and the notices closed for good.
    func registerOfflineFavorites(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v5.offlineFavorites") { db in
            try db.create(table: ToolsOfflineFavoriteRecord.databaseTableName) { table in
                table.column("resourceId", .text).notNull()
                table.column("manifestName", .text).notNull()
                table.primaryKey(["resourceId", "manifestName"])
            }
            try db.create(
                index: "tools_offline_favorite_on_manifest", on: ToolsOfflineFavoriteRecord.databaseTableName,
                columns: ["manifestName"])
            try db.create(table: ToolsDismissedNoticeRecord.databaseTableName) { table in
                table.column("notice", .text).primaryKey()
                table.column("dismissedAt", .double).notNull()
            }
        }
    }

    /// `v5.downloadsCurrent`: when each downloaded language was updated and checked, and the
    /// translation version each saved download holds.
    func registerDownloadsCurrent(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v5.downloadsCurrent") { db in
            try db.create(table: ToolsLanguageUpdateRecord.databaseTableName) { table in
                table.column("languageId", .text).primaryKey()
                table.column("updatedAt", .double).notNull()
                table.column("checkedAt", .double)
            }
            try db.create(table: ToolsDownloadVersionRecord.databaseTableName) { table in
                table.column("manifestName", .text).primaryKey()
                table.column("version", .integer).notNull()
            }
        }
    }
}
