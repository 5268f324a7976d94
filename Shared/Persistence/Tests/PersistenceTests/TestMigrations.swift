import GRDB
import Persistence
import SystemKit

/// Counts how often each migration body runs.
final class MigrationRuns: Sendable {
    private let counts = LockedState<[String: Int]>([:])

    func ran(_ identifier: String) {
        counts.withLock { $0[identifier, default: 0] += 1 }
    }

    func count(of identifier: String) -> Int {
        counts.withLock { $0[identifier, default: 0] }
    }
}

/// A feature whose schema is one table, `<featureName>_items`, and optionally a second step adding a column.
struct TestFeatureMigrations: FeatureDatabaseMigrations {
    let featureName: String
    var includesSecondStep = false
    var runs = MigrationRuns()

    var table: String { "\(featureName)_items" }

    func register(in migrator: inout DatabaseMigrator) {
        let table = table
        let runs = runs
        let first = "\(featureName).createItems"
        migrator.registerMigration(first) { db in
            runs.ran(first)
            try db.create(table: table) { definition in
                definition.autoIncrementedPrimaryKey("id")
                definition.column("name", .text).notNull()
            }
        }
        if includesSecondStep {
            let second = "\(featureName).addNote"
            migrator.registerMigration(second) { db in
                runs.ran(second)
                try db.alter(table: table) { definition in
                    definition.add(column: "note", .text)
                }
            }
        }
    }
}

extension AppDatabase {
    /// The identifiers of the migrations recorded as applied.
    func appliedMigrations() throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
    }
}
