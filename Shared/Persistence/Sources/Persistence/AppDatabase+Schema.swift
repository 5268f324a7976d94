import GRDB

extension AppDatabase {
    /// The migrations applied to this database, oldest first (`contacts.v1.cache` …): its
    /// schema version, as `about` shows it.
    public func appliedMigrations() async throws -> [String] {
        try await writer.read { db in
            guard try db.tableExists("grdb_migrations") else { return [] }
            return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
    }
}
