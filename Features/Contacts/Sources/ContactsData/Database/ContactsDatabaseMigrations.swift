import GRDB
import Persistence

/// The Contacts feature's tables: saved contacts with the page they came
/// from, the pages and when they were fetched, the person's name edits and
/// favorites (kept apart so a refresh never overwrites them).
public struct ContactsDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "contacts"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.cache") { db in
            try db.create(table: ContactPageRecord.databaseTableName) { table in
                table.column("sourceKey", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.column("contactCount", .integer).notNull()
                table.primaryKey(["sourceKey", "page"])
            }
            try db.create(table: ContactRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("sourceKey", .text).notNull()
                table.column("sourcePage", .integer).notNull()
                table.column("sourcePosition", .integer).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.column("payload", .jsonText).notNull()
            }
            try db.create(
                index: "contact_on_source_page", on: ContactRecord.databaseTableName,
                columns: ["sourceKey", "sourcePage", "sourcePosition"]
            )
        }
        migrator.registerMigration("\(featureName).v1.personal") { db in
            try db.create(table: ContactNameEditRecord.databaseTableName) { table in
                table.column("contactId", .text).primaryKey()
                table.column("firstName", .text).notNull()
                table.column("lastName", .text).notNull()
                table.column("editedAt", .datetime).notNull()
            }
            try db.create(table: ContactFavoriteRecord.databaseTableName) { table in
                table.column("contactId", .text).primaryKey()
                table.column("favoritedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v2.bookEnd") { db in
            try db.create(table: ContactBookEndRecord.databaseTableName) { table in
                table.column("sourceKey", .text).primaryKey()
                table.column("lastPage", .integer).notNull()
                table.column("lastPageContactCount", .integer).notNull()
                table.column("foundAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v2.redactSourceKeys") { db in
            try ContactsSourceKeyRedaction.redactStoredKeys(db)
        }
        migrator.registerMigration("\(featureName).v3.bookRevision") { db in
            try db.create(table: ContactsBookRevision.databaseTableName) { table in
                table.column("sourceKey", .text).primaryKey()
                table.column("revision", .integer).notNull()
            }
        }
        migrator.registerMigration("\(featureName).v3.pageTotalsIndex") { db in
            // Counting a large book's saved pages and their contacts reads this index alone.
            try db.create(
                index: "contactPage_totals", on: ContactPageRecord.databaseTableName,
                columns: ["sourceKey", "page", "contactCount"])
        }
    }
}
