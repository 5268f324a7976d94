import GRDB
import Persistence
import Testing

@Suite("Given an in-memory database holding rows")
struct InMemoryCopyTests {
    private func database(names: [String]) throws -> AppDatabase {
        let database = try AppDatabase.inMemory(migrations: [TestFeatureMigrations(featureName: "contacts")])
        try database.writer.write { db in
            for name in names { try db.execute(sql: "INSERT INTO contacts_items (name) VALUES (?)", arguments: [name]) }
        }
        return database
    }

    private func names(_ database: AppDatabase) throws -> [String] {
        try database.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM contacts_items ORDER BY id") }
    }

    @Test("When it is copied Then the copy holds its rows and its record of applied migrations")
    func copyHoldsEverything() throws {
        let original = try database(names: ["Ana", "Ben"])

        let copy = try original.inMemoryCopy()

        #expect(try names(copy) == ["Ana", "Ben"])
        #expect(try copy.appliedMigrations() == ["contacts.createItems"])
        #expect(copy.fileURL == nil)
    }

    @Test("When the copy is changed Then the original is as it was, and the other way round")
    func copiesAreApart() throws {
        let original = try database(names: ["Ana"])
        let copy = try original.inMemoryCopy()

        try copy.writer.write { db in try db.execute(sql: "INSERT INTO contacts_items (name) VALUES ('Cleo')") }
        try original.writer.write { db in try db.execute(sql: "DELETE FROM contacts_items") }

        #expect(try names(copy) == ["Ana", "Cleo"])
        #expect(try names(original) == [])
    }
}
