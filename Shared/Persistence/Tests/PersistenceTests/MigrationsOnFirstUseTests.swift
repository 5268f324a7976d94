import Foundation
import GRDB
import Persistence
import Testing

@Suite("Given a database opened with no migrations and a handle for each feature")
struct MigrationsOnFirstUseTests {
    @Test("When no feature has used its handle Then none of their tables exists")
    func nothingBeforeFirstUse() throws {
        let contacts = TestFeatureMigrations(featureName: "contacts")
        let database = try AppDatabase.inMemory(migrations: [])

        _ = database.migratingOnFirstUse(contacts)

        #expect(contacts.runs.count(of: "contacts.createItems") == 0)
        #expect(try database.writer.read { db in try db.tableExists("contacts_items") } == false)
    }

    @Test("When one feature uses its handle Then its migrations run once and the other feature's not at all")
    func firstUseMigratesThatFeatureOnly() throws {
        let contacts = TestFeatureMigrations(featureName: "contacts")
        let tools = TestFeatureMigrations(featureName: "tools", includesSecondStep: true)
        let database = try AppDatabase.inMemory(migrations: [])
        let contactsHandle = database.migratingOnFirstUse(contacts)
        _ = database.migratingOnFirstUse(tools)

        try contactsHandle.writer.write { db in
            try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Ana')")
        }
        let count = try contactsHandle.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contacts_items") }

        #expect(count == 1)
        #expect(contacts.runs.count(of: "contacts.createItems") == 1)
        #expect(tools.runs.count(of: "tools.createItems") == 0)
        #expect(try database.appliedMigrations() == ["contacts.createItems"])
    }

    @Test("When every feature's migrations are applied at once Then the schema is whole and none runs twice")
    func migrateEveryFeature() throws {
        let contacts = TestFeatureMigrations(featureName: "contacts")
        let tools = TestFeatureMigrations(featureName: "tools", includesSecondStep: true)
        let database = try AppDatabase.inMemory(migrations: [])
        let contactsHandle = database.migratingOnFirstUse(contacts)
        _ = try contactsHandle.writer

        try database.migrate([contacts, tools])

        #expect(try database.appliedMigrations() == ["contacts.createItems", "tools.addNote", "tools.createItems"])
        #expect(contacts.runs.count(of: "contacts.createItems") == 1)
    }

    @Test("When many tasks use a new handle at once Then its migrations run once")
    func concurrentFirstUse() async throws {
        let tools = TestFeatureMigrations(featureName: "tools", includesSecondStep: true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-use-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(at: .directory(folder), migrations: [])
        let handle = database.migratingOnFirstUse(tools)

        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { try await handle.writer.read { db in try db.tableExists("tools_items") } }
            }
            for try await exists in group { #expect(exists) }
        }

        #expect(tools.runs.count(of: "tools.createItems") == 1)
        #expect(tools.runs.count(of: "tools.addNote") == 1)
    }

    @Test("When a feature's migration fails Then its handle throws an opening error, and again on the next use")
    func failureIsThrownToTheUser() throws {
        let database = try AppDatabase.inMemory(migrations: [])
        let handle = database.migratingOnFirstUse(FailingMigrations())

        #expect(throws: DatabaseOpeningError.self) { _ = try handle.writer }
        #expect(throws: DatabaseOpeningError.self) { _ = try handle.writer }
    }
}

/// A feature whose one migration is wrong SQL.
private struct FailingMigrations: FeatureDatabaseMigrations {
    let featureName = "broken"

    func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("broken.v1") { db in
            try db.execute(sql: "CREATE TABLE")
        }
    }
}

@Suite("Given a feature's handle on a database")
struct FeatureTablesExistTests {
    @Test("When the feature has never used it Then its tables do not exist, and asking does not make them")
    func notMadeBeforeUse() async throws {
        let tools = TestFeatureMigrations(featureName: "tools")
        let database = try AppDatabase.inMemory(migrations: [])
        let handle = database.migratingOnFirstUse(tools)

        #expect(await handle.featureTablesExist() == false)
        #expect(tools.runs.count(of: "tools.createItems") == 0)
    }

    @Test("When the feature used the database in an earlier session Then a new handle finds its tables")
    func foundFromAnEarlierSession() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-exist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tools = TestFeatureMigrations(featureName: "tools")
        _ = try AppDatabase.open(at: .directory(folder), migrations: []).migratingOnFirstUse(tools).writer

        let later = try AppDatabase.open(at: .directory(folder), migrations: []).migratingOnFirstUse(tools)

        #expect(await later.featureTablesExist())
        let toolsItemsOnly = try AppDatabase.open(at: .directory(folder), migrations: [])
            .migratingOnFirstUse(TestFeatureMigrations(featureName: "tool"))
        #expect(await toolsItemsOnly.featureTablesExist() == false)
    }
}
