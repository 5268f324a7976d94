import AppCore
import ContactsData
import Foundation
import GRDB
import InMemoryLogging
import Logging
import NetworkingTesting
import Persistence
import TestSupport
import Testing

/// The saved copy of the contact book when rows are damaged, and what is stored about a
/// remote source whose URL carries secrets.
@Suite("Given the contacts saved on this device")
struct ContactsSavedCopyTests {
    private let fetchedAt = TestClock.referenceInstant
    private let sourceKey = "test-source"

    private func contacts(_ ids: [String]) throws -> [ContactDataModel] {
        try RandomUserResponseDecoder().decodePage(
            from: RandomUserFixtures.response(ids.map { RandomUserFixtures.record(uuid: $0) })
        ).contacts
    }

    private func savedBook(logger: Logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }) async throws -> (
        ContactsDAO, AppDatabase
    ) {
        let database = try TestDatabase.inMemory([ContactsDatabaseMigrations()])
        let dao = ContactsDAO(database: database, logger: logger)
        try await dao.savePage(1, contacts: try contacts(["a", "b", "c"]), sourceKey: sourceKey, fetchedAt: fetchedAt)
        try await dao.savePage(2, contacts: try contacts(["d"]), sourceKey: sourceKey, fetchedAt: fetchedAt)
        return (dao, database)
    }

    @Test("When one saved contact's payload is damaged Then the others still read, and the damaged one is logged")
    func readsAroundADamagedRow() async throws {
        let log = InMemoryLogHandler()
        let (dao, database) = try await savedBook(logger: Logger(label: "test") { _ in log })
        try await database.writer.write { db in try db.execute(sql: "UPDATE contact SET payload = '{' WHERE id = 'b'") }

        let saved = try await dao.savedContacts(sourceKey: sourceKey)

        #expect(saved.map(\.contact.id) == ["a", "c", "d"])
        #expect(log.entries.contains { $0.level == .warning })
    }

    @Test("When a saved row holds values of the wrong type Then reading it by id finds nothing instead of failing")
    func wrongTypes() async throws {
        let (dao, database) = try await savedBook()
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE contact SET sourcePage = 'x', fetchedAt = x'00ff' WHERE id = 'c'")
        }

        #expect(try await dao.savedContact(id: "c") == nil)
        #expect(try await dao.savedContact(id: "a")?.contact.id == "a")
    }

    @Test("When unreadable contacts are dropped Then only they go, with the mark of their page, so that page is fetched again")
    func dropsDamagedRowsAndTheirPageMark() async throws {
        let (dao, database) = try await savedBook()
        try await database.writer.write { db in try db.execute(sql: "UPDATE contact SET payload = 'x' WHERE id = 'b'") }

        let dropped = try await dao.dropUnreadableContacts(sourceKey: sourceKey)

        #expect(dropped.count == 1)
        #expect(try await dao.savedPages(sourceKey: sourceKey).map(\.page) == [2])
        #expect(try await dao.savedContacts(sourceKey: sourceKey).map(\.contact.id) == ["a", "c", "d"])
    }

    @Test("When the person's favorite row is damaged Then it is kept in the database and logged as an error, never dropped")
    func personalRowsKept() async throws {
        let log = InMemoryLogHandler()
        let (dao, database) = try await savedBook(logger: Logger(label: "test") { _ in log })
        try await dao.setFavorite(contactId: "a", isFavorite: true, at: fetchedAt)
        try await database.writer.write { db in try db.execute(sql: "UPDATE contactFavorite SET favoritedAt = 'garbage'") }

        _ = try await dao.dropUnreadableContacts(sourceKey: sourceKey)
        let saved = try await dao.savedContacts(sourceKey: sourceKey)

        #expect(saved.count == 4)
        let favorites = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactFavorite") }
        #expect(favorites == 1)
        #expect(log.entries.contains { $0.level == .error })
    }

    @Test("When a remote source's URL carries a password and an API key Then the database names the book without them")
    func storedSourceKeyRedacted() async throws {
        let server = InProcessHTTPServer(responses: [
            LoopbackHTTPResponse(
                headers: ["Content-Type": "application/json"],
                body: RandomUserFixtures.response([RandomUserFixtures.norwegianRecord]))
        ])
        let endpoint = try #require(URL(string: "http://ana:hunter2@in-process.test/api/?apikey=abc123"))
        let database = try TestDatabase.inMemory([ContactsDatabaseMigrations()])
        let repository = ContactsRepository(
            dao: ContactsDAO(database: database),
            source: RandomUserAPISource(
                endpoint: endpoint, transport: server, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }),
            clock: TestClock.fixed()
        )

        _ = await repository.syncPage(1)

        let stored = try await database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT sourceKey FROM contact UNION ALL SELECT sourceKey FROM contactPage")
        }
        #expect(stored.count == 2)
        #expect(stored.allSatisfy { !$0.contains("hunter2") && !$0.contains("abc123") && $0.contains("in-process.test") })
    }

    @Test("When a database saved before keys were redacted is migrated Then its stored keys lose their secrets")
    func migrationRedactsOldKeys() throws {
        let queue = try DatabaseQueue()
        var migrator = DatabaseMigrator()
        ContactsDatabaseMigrations().register(in: &migrator)
        try migrator.migrate(queue, upTo: "contacts.v1.personal")
        let oldKey = "https://ana:hunter2@example.com/api/?apikey=abc123&page=1|seed=mosaic"
        try queue.write { db in
            try db.execute(sql: "INSERT INTO contactPage VALUES (?, 1, 0, 0)", arguments: [oldKey])
            try db.execute(sql: "INSERT INTO contact VALUES ('a', ?, 1, 0, 0, '{}')", arguments: [oldKey])
        }

        try migrator.migrate(queue)

        let keys = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT sourceKey FROM contact UNION ALL SELECT sourceKey FROM contactPage")
        }
        #expect(
            keys == Array(repeating: "https://redacted:redacted@example.com/api/?apikey=redacted&page=1|seed=mosaic", count: 2))
    }
}
