import Foundation
import GRDB
import Persistence
import Testing

/// A fresh data folder that does not exist yet, under a fresh parent, removed by `remove()`.
struct TemporaryDataFolder {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("data-folder-\(UUID().uuidString)")
    var folder: URL { parent.appendingPathComponent("data") }
    var database: URL { folder.appendingPathComponent("app.sqlite") }

    func makeFolder() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: parent)
    }

    func permissions(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }
}

@Suite("Given a data folder holding the person's own data")
struct DataFolderPrivacyTests {
    @Test("When the database is created Then the folder is 0700 and the database and its WAL files are 0600")
    func privateModes() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }

        let database = try AppDatabase.open(
            at: .directory(data.folder), migrations: [TestFeatureMigrations(featureName: "contacts")])
        try database.writer.write { db in try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Ana')") }

        #expect(try data.permissions(data.folder) == 0o700)
        for name in ["app.sqlite", "app.sqlite-wal", "app.sqlite-shm"] {
            #expect(try data.permissions(data.folder.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    @Test("When a database an older version left readable by all is opened Then it is made private, data kept")
    func tightensOldDatabase() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        let feature = TestFeatureMigrations(featureName: "contacts")
        do {
            let database = try AppDatabase.open(at: .directory(data.folder), migrations: [feature])
            try database.writer.write { db in try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Ana')") }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: data.database.path)

        let reopened = try AppDatabase.open(at: .directory(data.folder), migrations: [feature])

        #expect(try data.permissions(data.database) == 0o600)
        #expect(try reopened.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM contacts_items") } == ["Ana"])
    }
}

@Suite("Given a data folder where something is in the way")
struct DataFolderProblemTests {
    @Test("When app.sqlite is a symbolic link Then opening refuses it and writes nothing where it points")
    func symbolicLinkDatabase() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try data.makeFolder()
        let target = data.parent.appendingPathComponent("elsewhere.sqlite")
        try FileManager.default.createSymbolicLink(at: data.database, withDestinationURL: target)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(data.folder), migrations: [TestFeatureMigrations(featureName: "contacts")])
        }

        #expect(error.problem == .symbolicLink(path: data.database.path))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("When the WAL file beside the database is a symbolic link Then opening refuses it")
    func symbolicLinkWAL() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try data.makeFolder()
        let wal = data.folder.appendingPathComponent("app.sqlite-wal")
        try FileManager.default.createSymbolicLink(at: wal, withDestinationURL: data.parent.appendingPathComponent("elsewhere"))

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(data.folder), migrations: [])
        }

        #expect(error.problem == .symbolicLink(path: wal.path))
    }

    @Test("When app.sqlite holds something that is not a database Then opening says so and leaves the file as it was")
    func notADatabase() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try data.makeFolder()
        let bytes = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: data.database)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(data.folder), migrations: [TestFeatureMigrations(featureName: "contacts")])
        }

        #expect(error.problem == .notADatabase)
        #expect(try Data(contentsOf: data.database) == bytes)
    }

    @Test("When app.sqlite is a folder Then opening says the database is not a file")
    func databaseIsAFolder() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try FileManager.default.createDirectory(at: data.database, withIntermediateDirectories: true)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(data.folder), migrations: [])
        }

        #expect(error.problem == .notAFile(path: data.database.path))
    }

    @Test("When the data folder's path is a file Then opening says it is not a folder and leaves the file alone")
    func folderIsAFile() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try FileManager.default.createDirectory(at: data.parent, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: data.folder)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(data.folder), migrations: [])
        }

        #expect(error.problem == .notAFolder(path: data.folder.path))
        #expect(try String(contentsOf: data.folder, encoding: .utf8) == "notes")
    }

    @Test("When a folder above the data folder is a file Then opening names that file")
    func parentIsAFile() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        try FileManager.default.createDirectory(at: data.parent, withIntermediateDirectories: true)
        let blocker = data.parent.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(at: .directory(blocker.appendingPathComponent("data")), migrations: [])
        }

        #expect(error.problem == .notAFolder(path: blocker.path))
    }

    @Test(
        "When the database file cannot be written Then opening says it is read-only",
        .enabled(if: geteuid() != 0, "root writes to any file"))
    func readOnlyDatabase() throws {
        let data = TemporaryDataFolder()
        defer { data.remove() }
        do { _ = try AppDatabase.open(at: .directory(data.folder), migrations: [TestFeatureMigrations(featureName: "contacts")]) }
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: data.database.path)

        let error = try #require(throws: DatabaseOpeningError.self) {
            try AppDatabase.open(
                at: .directory(data.folder),
                migrations: [TestFeatureMigrations(featureName: "contacts", includesSecondStep: true)])
        }

        #expect(error.problem == .readOnly)
    }
}

@Suite("Given SQLite's own errors")
struct DatabaseOpeningProblemTests {
    @Test("When SQLite says the file is not a database or is corrupt Then the problem is not a database")
    func notADatabase() {
        #expect(DatabaseOpeningError.Problem(DatabaseError(resultCode: .SQLITE_NOTADB), folder: "/d") == .notADatabase)
        #expect(DatabaseOpeningError.Problem(DatabaseError(resultCode: .SQLITE_CORRUPT), folder: "/d") == .notADatabase)
    }

    @Test("When SQLite says it cannot write Then the problem is read-only")
    func readOnly() {
        #expect(DatabaseOpeningError.Problem(DatabaseError(resultCode: .SQLITE_READONLY), folder: "/d") == .readOnly)
        #expect(DatabaseOpeningError.Problem(DatabaseError(resultCode: .SQLITE_PERM), folder: "/d") == .readOnly)
    }

    @Test("When SQLite says the database stayed locked Then the problem is busy")
    func busy() {
        #expect(DatabaseOpeningError.Problem(DatabaseError(resultCode: .SQLITE_BUSY), folder: "/d") == .busy)
    }
}
