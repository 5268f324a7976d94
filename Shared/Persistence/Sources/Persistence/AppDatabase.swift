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
    ///
    /// In a folder, the folder and files are made private and checked first
    /// (``DataFolder``), and opening and migrating wait for any other process
    /// doing the same (``DataFolderSetUpLock``). Every failure is a
    /// ``DatabaseOpeningError`` saying what is wrong; no file is overwritten.
    public static func open(
        at location: DatabaseLocation,
        migrations: [any FeatureDatabaseMigrations]
    ) throws -> AppDatabase {
        switch location {
        case .inMemory:
            let database = AppDatabase(writer: try DatabaseQueue(configuration: configuration()), fileURL: nil)
            try database.migrate(migrations)
            return database
        case .directory(let folder):
            return try open(in: DataFolder(folder: folder), migrations: migrations)
        }
    }

    private static func open(in folder: DataFolder, migrations: [any FeatureDatabaseMigrations]) throws(DatabaseOpeningError)
        -> AppDatabase
    {
        try folder.prepare()
        let lock = try DataFolderSetUpLock(folder: folder)
        defer { lock.release() }
        do {
            let pool = try DatabasePool(path: folder.databaseFile.path, configuration: configuration())
            let database = AppDatabase(writer: pool, fileURL: folder.databaseFile)
            try database.migrate(migrations)
            return database
        } catch let error as DatabaseError {
            throw folder.failure(DatabaseOpeningError.Problem(error, folder: folder.folder.path), reason: "\(error)")
        } catch {
            throw folder.failure(.other(reason: "\(error)"), reason: "\(error)")
        }
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
