import Foundation
import GRDB

/// The app's one SQLite database. Features reach it through their Data layer;
/// their schemas arrive as ``FeatureDatabaseMigrations`` and are migrated on open.
public final class AppDatabase: Sendable {
    /// GRDB's serialized access to the database; every write is a transaction.
    public let writer: any DatabaseWriter
    /// The database file, or `nil` in memory.
    public let fileURL: URL?

    private init(writer: any DatabaseWriter, fileURL: URL?) {
        self.writer = writer
        self.fileURL = fileURL
    }

    /// Opens (creating when needed) the database at `location` and applies every
    /// feature's pending migrations.
    public static func open(
        at location: DatabaseLocation,
        migrations: [any FeatureDatabaseMigrations]
    ) throws -> AppDatabase {
        let database: AppDatabase
        switch location {
        case .inMemory:
            database = AppDatabase(writer: try DatabaseQueue(configuration: configuration()), fileURL: nil)
        case .directory(let folder):
            let file = folder.appendingPathComponent("app.sqlite")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let pool = try DatabasePool(path: file.path, configuration: configuration())
                database = AppDatabase(writer: pool, fileURL: file)
            } catch {
                throw DatabaseOpeningError(path: file.path, reason: "\(error)")
            }
        }
        try database.migrate(migrations)
        return database
    }

    /// An empty in-memory database with `migrations` applied: for tests.
    public static func inMemory(migrations: [any FeatureDatabaseMigrations]) throws -> AppDatabase {
        try open(at: .inMemory, migrations: migrations)
    }

    private func migrate(_ migrations: [any FeatureDatabaseMigrations]) throws {
        var migrator = DatabaseMigrator()
        for feature in migrations {
            feature.register(in: &migrator)
        }
        try migrator.migrate(writer)
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        return configuration
    }
}
