import Foundation
import GRDB

/// The app's one SQLite database. Features reach it through their Data layer;
/// their schemas arrive as ``FeatureDatabaseMigrations``, migrated on open or, through
/// a feature's own handle (``migratingOnFirstUse(_:)``), the first time the feature uses it.
public final class AppDatabase: Sendable {
    /// The database file, or `nil` in memory.
    public let fileURL: URL?
    private let connection: any DatabaseWriter
    private let folder: DataFolder?
    private let pendingMigrations: PendingMigrations

    /// GRDB's serialized access to the database; every write is a transaction. The first
    /// use of a feature's handle applies the feature's migrations, and throws the
    /// ``DatabaseOpeningError`` that applying them threw.
    public var writer: any DatabaseWriter {
        get throws(DatabaseOpeningError) {
            try pendingMigrations.apply(to: connection)
            return connection
        }
    }

    private init(
        connection: any DatabaseWriter, fileURL: URL?, folder: DataFolder?, pending: [any FeatureDatabaseMigrations] = []
    ) {
        self.connection = connection
        self.fileURL = fileURL
        self.folder = folder
        pendingMigrations = PendingMigrations(pending, folder: folder)
    }

    /// The same database for one feature, whose `migrations` are applied the first time the
    /// returned handle's ``writer`` is used (at once if they are applied already). The app
    /// gives each feature such a handle, so a session pays for the tables it uses.
    public func migratingOnFirstUse(_ migrations: any FeatureDatabaseMigrations) -> AppDatabase {
        AppDatabase(connection: connection, fileURL: fileURL, folder: folder, pending: [migrations])
    }

    /// Whether this handle's feature has made its tables already, in this session or an
    /// earlier one, found without making them: work at launch that only what a feature saved
    /// would need (an update of downloads) is skipped, and the start does not pay for the tables.
    public func featureTablesExist() async -> Bool {
        let names = pendingMigrations.pendingFeatureNames
        guard !names.isEmpty else { return true }
        let applied = try? await connection.read { db in
            guard try db.tableExists("grdb_migrations") else { return [String]() }
            return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        return names.allSatisfy { name in (applied ?? []).contains { $0.hasPrefix(name + ".") } }
    }

    /// Applies every one of `migrations` not applied yet, now: what `about` does before
    /// it reports the schema, whatever features the session has opened.
    public func migrate(_ migrations: [any FeatureDatabaseMigrations]) throws(DatabaseOpeningError) {
        try PendingMigrations(migrations, folder: folder).apply(to: connection)
    }

    /// Opens (creating when needed) the database at `location` and applies every one of
    /// `migrations` not applied yet (none: the features' handles apply their own later).
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
            let database = AppDatabase(connection: try DatabaseQueue(configuration: configuration()), fileURL: nil, folder: nil)
            try PendingMigrations.migrate(database.connection, with: migrations)
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
            let database = AppDatabase(connection: pool, fileURL: folder.databaseFile, folder: folder)
            try PendingMigrations.migrate(pool, with: migrations)
            return database
        } catch let error as DatabaseError {
            throw folder.failure(DatabaseOpeningError.Problem(error, folder: folder.folder.path), reason: "\(error)")
        } catch {
            throw folder.failure(.other(reason: "\(error)"), reason: "\(error)")
        }
    }

    /// A new in-memory database holding what this one holds now, the record of applied
    /// migrations included (SQLite's online backup, page by page). Tests prepare a large
    /// fixture once — a catalog of thousands of products imported — and give each test a
    /// copy of its own to change, instead of importing it again for every test.
    public func inMemoryCopy() throws -> AppDatabase {
        let copy = try DatabaseQueue(configuration: Self.configuration())
        try connection.backup(to: copy)
        return AppDatabase(connection: copy, fileURL: nil, folder: nil)
    }

    /// An empty in-memory database with `migrations` applied: for tests.
    public static func inMemory(migrations: [any FeatureDatabaseMigrations]) throws -> AppDatabase {
        try open(at: .inMemory, migrations: migrations)
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        return configuration
    }
}
