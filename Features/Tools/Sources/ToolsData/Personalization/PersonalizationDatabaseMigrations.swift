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
}
