import ContactsData
import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

@Suite("Contacts DAO on SQLite")
struct ContactsDAOTests {
    private let fetchedAt = TestClock.referenceInstant
    private let source = "test-source"

    private func contacts(_ ids: [String]) throws -> [ContactDataModel] {
        let decoded = try RandomUserResponseDecoder().decodePage(
            from: RandomUserFixtures.response(
                ids.map { RandomUserFixtures.record(uuid: $0) }
            ))
        return decoded.contacts
    }

    private func makeDAO() throws -> ContactsDAO {
        ContactsDAO(database: try TestDatabase.inMemory([ContactsDatabaseMigrations()]))
    }

    @Test("Given a saved page When the book is read Then its contacts come back in order, with their page and fetch time")
    func savesAndReadsPage() async throws {
        let dao = try makeDAO()

        try await dao.savePage(2, contacts: try contacts(["a", "b", "c"]), sourceKey: source, fetchedAt: fetchedAt)

        let saved = try await dao.savedContacts(sourceKey: source)
        #expect(saved.map(\.contact.id) == ["a", "b", "c"])
        #expect(saved.map(\.sourcePage) == [2, 2, 2])
        #expect(saved.map(\.sourcePosition) == [0, 1, 2])
        #expect(
            try await dao.savedPages(sourceKey: source) == [
                SavedContactsPageDataModel(page: 2, fetchedAt: fetchedAt, contactCount: 3)
            ])
    }

    @Test("Given a saved page When the source gives that page again with other people Then the page holds only the new ones")
    func replacesPage() async throws {
        let dao = try makeDAO()
        try await dao.savePage(1, contacts: try contacts(["a", "b"]), sourceKey: source, fetchedAt: fetchedAt)

        let later = fetchedAt.addingTimeInterval(3600)
        try await dao.savePage(1, contacts: try contacts(["b", "c"]), sourceKey: source, fetchedAt: later)

        #expect(try await dao.savedContacts(sourceKey: source).map(\.contact.id) == ["b", "c"])
        #expect(try await dao.savedPages(sourceKey: source).first?.fetchedAt == later)
    }

    @Test("Given a name edit and a favorite When the page is saved again from the source Then both are kept")
    func keepsPersonalDataOverRefresh() async throws {
        let dao = try makeDAO()
        try await dao.savePage(1, contacts: try contacts(["a"]), sourceKey: source, fetchedAt: fetchedAt)
        try await dao.saveNameEdit(contactId: "a", firstName: "Mary Ann", lastName: "Smith", editedAt: fetchedAt)
        try await dao.setFavorite(contactId: "a", isFavorite: true, at: fetchedAt)

        try await dao.savePage(1, contacts: try contacts(["a"]), sourceKey: source, fetchedAt: fetchedAt.addingTimeInterval(60))

        let saved = try #require(try await dao.savedContact(id: "a"))
        #expect(saved.nameEdit?.firstName == "Mary Ann")
        #expect(saved.favoritedAt == fetchedAt)
    }

    @Test("Given two sources When each saves page 1 Then their books stay apart")
    func booksPerSource() async throws {
        let dao = try makeDAO()

        try await dao.savePage(1, contacts: try contacts(["a"]), sourceKey: "one", fetchedAt: fetchedAt)
        try await dao.savePage(1, contacts: try contacts(["b"]), sourceKey: "two", fetchedAt: fetchedAt)

        #expect(try await dao.savedContacts(sourceKey: "one").map(\.contact.id) == ["a"])
        #expect(try await dao.savedContacts(sourceKey: "two").map(\.contact.id) == ["b"])
    }

    @Test("Given a favorite When it is unfavorited twice Then it is simply not a favorite")
    func unfavoriteIsIdempotent() async throws {
        let dao = try makeDAO()
        try await dao.savePage(1, contacts: try contacts(["a"]), sourceKey: source, fetchedAt: fetchedAt)
        try await dao.setFavorite(contactId: "a", isFavorite: true, at: fetchedAt)

        try await dao.setFavorite(contactId: "a", isFavorite: false, at: fetchedAt)
        try await dao.setFavorite(contactId: "a", isFavorite: false, at: fetchedAt)

        #expect(try await dao.savedContact(id: "a")?.favoritedAt == nil)
    }

    @Test("Given a book saved in a database file When the file is opened again Then contacts, edits and favorites are there")
    func survivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "contacts-dao")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = ContactsDAO(
            database: try AppDatabase.open(at: .directory(folder), migrations: [ContactsDatabaseMigrations()]))
        try await first.savePage(1, contacts: try contacts(["a", "b"]), sourceKey: source, fetchedAt: fetchedAt)
        try await first.saveNameEdit(contactId: "b", firstName: "Zoé", lastName: "Martin", editedAt: fetchedAt)

        let reopened = ContactsDAO(
            database: try AppDatabase.open(at: .directory(folder), migrations: [ContactsDatabaseMigrations()]))

        let saved = try await reopened.savedContacts(sourceKey: source)
        #expect(saved.map(\.contact.id) == ["a", "b"])
        #expect(saved.last?.nameEdit?.firstName == "Zoé")
    }

    @Test("Given a stored contact When it is read back Then every field survives the round trip")
    func roundTrip() async throws {
        let dao = try makeDAO()
        let original = try contacts(["a"])

        try await dao.savePage(1, contacts: original, sourceKey: source, fetchedAt: fetchedAt)

        #expect(try await dao.savedContact(id: "a")?.contact == original.first)
    }
}

@Suite("Given the contacts database, the book's revision")
struct ContactsBookRevisionTests {
    @Test("When a page is saved, a name edited and a favorite set Then each write raises the book's revision")
    func everyWriteRaisesIt() async throws {
        let dao = ContactsDAO(database: try TestDatabase.inMemory([ContactsDatabaseMigrations()]))
        let start = try await dao.bookRevision(sourceKey: "book")

        try await dao.savePage(1, contacts: [], sourceKey: "book", fetchedAt: Date())
        let afterPage = try await dao.bookRevision(sourceKey: "book")
        try await dao.saveNameEdit(contactId: "a", firstName: "Ana", lastName: "Silva", editedAt: Date())
        let afterEdit = try await dao.bookRevision(sourceKey: "book")
        try await dao.setFavorite(contactId: "a", isFavorite: true, at: Date())
        let afterFavorite = try await dao.bookRevision(sourceKey: "book")

        #expect(start < afterPage)
        #expect(afterPage < afterEdit)
        #expect(afterEdit < afterFavorite)
        #expect(try await dao.bookRevision(sourceKey: "another book") == 2)
    }

    @Test("Given two saved pages When one page is read Then only its contacts and its mark come back")
    func onePage() async throws {
        let dao = ContactsDAO(database: try TestDatabase.inMemory([ContactsDatabaseMigrations()]))
        let decoded = try RandomUserResponseDecoder().decodePage(
            from: RandomUserFixtures.response(["a", "b", "c"].map { RandomUserFixtures.record(uuid: $0) }))
        try await dao.savePage(1, contacts: Array(decoded.contacts.prefix(2)), sourceKey: "book", fetchedAt: Date())
        try await dao.savePage(2, contacts: Array(decoded.contacts.suffix(1)), sourceKey: "book", fetchedAt: Date())

        #expect(try await dao.savedContacts(sourceKey: "book", page: 2).map(\.contact.id) == ["c"])
        #expect(try await dao.savedPage(sourceKey: "book", page: 1)?.contactCount == 2)
        #expect(try await dao.savedPage(sourceKey: "book", page: 3) == nil)
    }
}
