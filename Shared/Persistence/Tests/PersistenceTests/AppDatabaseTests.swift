import Foundation
import GRDB
import Persistence
import Testing

@Suite("Given features with their own migrations and an in-memory database")
struct InMemoryAppDatabaseTests {
    @Test("When the database is opened Then every feature's migrations are applied")
    func appliesEveryFeature() throws {
        let contacts = TestFeatureMigrations(featureName: "contacts")
        let tools = TestFeatureMigrations(featureName: "tools", includesSecondStep: true)

        let database = try AppDatabase.inMemory(migrations: [contacts, tools])

        #expect(database.fileURL == nil)
        #expect(try database.appliedMigrations() == ["contacts.createItems", "tools.addNote", "tools.createItems"])
        let tables = try database.writer.read { db in
            (
                try db.tableExists("contacts_items"), try db.tableExists("tools_items"),
                try db.columns(in: "tools_items").map(\.name)
            )
        }
        #expect(tables.0)
        #expect(tables.1)
        #expect(tables.2 == ["id", "name", "note"])
    }

    @Test("When rows are written and read back Then they are there")
    func writesAndReads() throws {
        let database = try AppDatabase.inMemory(migrations: [TestFeatureMigrations(featureName: "contacts")])

        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO contacts_items (name) VALUES (?), (?)", arguments: ["Ana", "Ben"])
        }

        let names = try database.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM contacts_items ORDER BY id") }
        #expect(names == ["Ana", "Ben"])
    }

    @Test("When the database is opened Then foreign keys are enforced")
    func foreignKeys() throws {
        let database = try AppDatabase.inMemory(migrations: [])
        let enabled = try database.writer.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") }
        #expect(enabled == true)
    }

    @Test("When two in-memory databases are opened Then they do not share data")
    func separateDatabases() throws {
        let feature = TestFeatureMigrations(featureName: "contacts")
        let first = try AppDatabase.inMemory(migrations: [feature])
        let second = try AppDatabase.inMemory(migrations: [feature])

        try first.writer.write { db in try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Ana')") }

        let count = try second.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contacts_items") }
        #expect(count == 0)
    }

    @Test("When a migration fails Then opening the database throws")
    func failingMigration() {
        struct BrokenMigrations: FeatureDatabaseMigrations {
            let featureName = "broken"
            func register(in migrator: inout DatabaseMigrator) {
                migrator.registerMigration("broken.bad") { db in try db.execute(sql: "CREATE TABLE (") }
            }
        }
        #expect(throws: (any Error).self) {
            try AppDatabase.inMemory(migrations: [BrokenMigrations()])
        }
    }
}

@Suite("Given a database in a temporary directory")
struct FileAppDatabaseTests {
    /// A fresh folder that does not exist yet, under a fresh parent.
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("persistence-tests-\(UUID().uuidString)")
        .appendingPathComponent("data")

    private func removeFolder() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    @Test("When it is opened in a missing folder Then the folder and app.sqlite are created")
    func createsFile() throws {
        defer { removeFolder() }

        let database = try AppDatabase.open(at: .directory(folder), migrations: [])

        #expect(database.fileURL == folder.appendingPathComponent("app.sqlite"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("app.sqlite").path))
    }

    @Test("When data is written, the database closed and opened again Then the data is still there")
    func keepsDataAcrossReopen() throws {
        defer { removeFolder() }
        let feature = TestFeatureMigrations(featureName: "contacts")
        do {
            let database = try AppDatabase.open(at: .directory(folder), migrations: [feature])
            try database.writer.write { db in try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Ana')") }
        }

        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [feature])

        let names = try reopened.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM contacts_items") }
        #expect(names == ["Ana"])
    }

    @Test("When it is opened again with the same migrations Then none of them runs again")
    func migrationsNotReapplied() throws {
        defer { removeFolder() }
        let feature = TestFeatureMigrations(featureName: "contacts")
        do {
            _ = try AppDatabase.open(at: .directory(folder), migrations: [feature])
        }

        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [feature])

        #expect(feature.runs.count(of: "contacts.createItems") == 1)
        #expect(try reopened.appliedMigrations() == ["contacts.createItems"])
    }

    @Test("When it is opened again with a new migration Then only the new one runs")
    func onlyPendingMigrationsRun() throws {
        defer { removeFolder() }
        let runs = MigrationRuns()
        do {
            _ = try AppDatabase.open(
                at: .directory(folder), migrations: [TestFeatureMigrations(featureName: "tools", runs: runs)])
        }

        let newer = TestFeatureMigrations(featureName: "tools", includesSecondStep: true, runs: runs)
        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [newer])

        #expect(runs.count(of: "tools.createItems") == 1)
        #expect(runs.count(of: "tools.addNote") == 1)
        #expect(try reopened.appliedMigrations() == ["tools.addNote", "tools.createItems"])
    }

    @Test("When the folder's path is taken by a file Then opening throws an error naming the database path")
    func unusableFolder() throws {
        defer { removeFolder() }
        let parent = folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: folder)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(folder), migrations: [])
        }

        let expectedPath = folder.appendingPathComponent("app.sqlite").path
        #expect(error.path == expectedPath)
        #expect(error.description.hasPrefix("cannot open the database at \(expectedPath): "))
    }
}
