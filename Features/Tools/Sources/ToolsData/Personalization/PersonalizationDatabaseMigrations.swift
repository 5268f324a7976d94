import GRDB

/// The tables of personalization and lesson evaluations, registered after the feature's others.
enum PersonalizationDatabaseMigrations {
    static func register(in migrator: inout DatabaseMigrator, featureName: String) {
        migrator.registerMigration("\(featureName).v5.personalization") { db in
            try db.create(table: ToolsPersonalizationSettingRecord.databaseTableName) { table in
                table.column("setting", .text).primaryKey()
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v5.lessonEvaluation") { db in
            try db.create(table: ToolsLessonEvaluationRecord.databaseTableName) { table in
                table.column("resourceId", .text).primaryKey()
                table.column("attempts", .integer).notNull()
                table.column("isEvaluated", .boolean).notNull()
                table.column("helpful", .boolean)
                table.column("readiness", .integer)
                table.column("pageReached", .integer).notNull()
                table.column("isSent", .boolean).notNull()
            }
        }
    }

    /// `v6.rankingCache`: the rankings last fetched, by country and language.
    static func registerRankingCache(in migrator: inout DatabaseMigrator, featureName: String) {
        migrator.registerMigration("\(featureName).v6.rankingCache") { db in
            try db.create(table: ToolsPersonalizationRankingRecord.databaseTableName) { table in
                table.column("country", .text).notNull()
                table.column("language", .text).notNull()
                table.column("resourceIds", .text).notNull()
                table.column("fetchedAt", .double).notNull()
                table.primaryKey(["country", "language"])
            }
        }
    }
}
