import GRDB
import Persistence

/// The Languages feature's tables in the app database.
public struct LanguagesDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "languages"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.userAppLanguage") { database in
            try database.create(table: UserAppLanguageRecord.databaseTableName) { table in
                table.column("id", .integer).primaryKey().check { $0 == 1 }
                table.column("languageCode", .text).notNull()
                table.column("chosenAt", .datetime).notNull()
            }
        }
    }
}
