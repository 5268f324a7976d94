import ContactsDomain
import ContactsTesting
import Testing

@Suite("Favorite contacts")
struct ToggleContactFavoritedUseCaseTests {
    private func savedContext() async throws -> ContactsTestContext {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...5)])
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        return context
    }

    @Test("Given saved contacts When the person favorites two Then the favorites filter shows exactly those two")
    func filterShowsFavorites() async throws {
        let context = try await savedContext()

        try await context.toggleContactFavorited.execute(contactId: "id-2", isFavorite: true)
        try await context.toggleContactFavorited.execute(contactId: "id-4", isFavorite: true)
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel(favoritesOnly: true))

        #expect(page.contacts.map(\.id) == ["id-2", "id-4"])
        #expect(page.contacts.filter { !$0.isFavorite }.isEmpty)
    }

    @Test("Given a favorite When the person unfavorites it Then it leaves the favorites")
    func unfavorite() async throws {
        let context = try await savedContext()
        try await context.toggleContactFavorited.execute(contactId: "id-2", isFavorite: true)

        try await context.toggleContactFavorited.execute(contactId: "id-2", isFavorite: false)
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel(favoritesOnly: true))

        #expect(page.contacts.isEmpty)
    }

    @Test("Given no contact with that id When the person favorites it Then they are told it was not found")
    func unknown() async throws {
        let context = try await savedContext()

        await #expect(throws: ContactsError.contactNotFound(id: "ghost")) {
            try await context.toggleContactFavorited.execute(contactId: "ghost", isFavorite: true)
        }
    }
}
