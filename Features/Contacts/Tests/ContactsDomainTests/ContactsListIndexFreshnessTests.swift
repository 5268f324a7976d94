import ContactsDomain
import ContactsTesting
import Testing

/// Searches and sorts read an index of the whole saved book that is kept between them; a
/// change to the book (a name edited, a favorite, a page saved again) makes it anew.
@Suite("Given a search already made over the saved book")
struct ContactsListIndexFreshnessTests {
    private func context() async throws -> ContactsTestContext {
        let context = try ContactsTestContext(pages: [
            ContactFixtures.people(1...19) + [ContactFixtures.contact("jose", first: "José", last: "García", city: "Madrid")]
        ])
        _ = try await search("garcia", in: context)
        return context
    }

    private func search(_ text: String, in context: ContactsTestContext) async throws -> ContactsPageDomainModel {
        try await context.searchContacts.execute(searchText: text, in: ContactsQueryDomainModel())
    }

    @Test("When the person renames a contact Then a search finds the new name and not the old one")
    func nameEdit() async throws {
        let context = try await context()

        _ = try await context.editContactName.execute(
            contactId: "jose", change: ContactNameChangeDomainModel(firstName: "Pepe", lastName: "Gallo"))

        #expect(try await search("gallo", in: context).contacts.map(\.id) == ["jose"])
        #expect(try await search("José García", in: context).contacts.isEmpty)
    }

    @Test("When the person favorites a contact Then the favorites filter shows it with its star")
    func favorite() async throws {
        let context = try await context()

        _ = try await context.toggleContactFavorited.execute(contactId: "jose", isFavorite: true)
        let favorites = try await context.viewContacts.execute(query: ContactsQueryDomainModel(favoritesOnly: true))

        #expect(favorites.contacts.map(\.id) == ["jose"])
        #expect(favorites.contacts.first?.isFavorite == true)
    }

    @Test("When the source's page changes and is refreshed Then a search finds the new contact")
    func pageSavedAgain() async throws {
        let context = try await context()
        context.source.replacePage(1, with: [ContactFixtures.contact("ana", first: "Ana", last: "Souza", city: "Porto")])

        _ = try await context.refreshContacts.execute(query: ContactsQueryDomainModel())

        #expect(try await search("souza", in: context).contacts.map(\.id) == ["ana"])
        #expect(try await search("garcia", in: context).contacts.isEmpty)
    }

    @Test("When the text holds a control character or spans two fields Then nothing is found")
    func acrossFields() async throws {
        let context = try await context()

        #expect(try await search("garcia\u{0}", in: context).contacts.isEmpty)
        #expect(try await search("garciamadrid", in: context).contacts.isEmpty)
        #expect(try await search("José García", in: context).contacts.map(\.id) == ["jose"])
    }
}
