import GRDB

extension ToolsDatabaseMigrations {
    /// `tools_onboarding`: whether the introduction was gone through or skipped, so it shows once.
    func registerOnboardingMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v5.onboarding") { db in
            try db.create(table: ToolsOnboardingRecord.databaseTableName) { table in
                table.column("tutorialId", .text).primaryKey()
                table.column("wasSkipped", .boolean).notNull()
                table.column("finishedAt", .double).notNull()
            }
        }
    }
}
