import ContactsDomain
import ContactsTesting
import Testing

@Suite("Search contacts")
struct SearchContactsUseCaseTests {
    private func context() throws -> ContactsTestContext {
        try ContactsTestContext(pages: [
            ContactFixtures.people(1...19) + [ContactFixtures.contact("jose", first: "José", last: "García", city: "Madrid")],
            [
                ContactFixtures.contact("olga", first: "Ольга", last: "Иванова", city: "Київ", email: "olga.ivanova@example.com"),
                ContactFixtures.contact("zoe", first: "Zoë", last: "Martin", city: "Genève"),
            ],
        ])
    }

    private func search(_ text: String, in context: ContactsTestContext) async throws -> [String] {
        try await context.searchContacts.execute(searchText: text, in: ContactsQueryDomainModel()).contacts.map(\.id)
    }

    @Test("Given José on page 1 When the person searches \"jose\" Then he is found, accents ignored")
    func ignoresDiacritics() async throws {
        #expect(try await search("jose", in: try context()) == ["jose"])
    }

    @Test(
        "Given Zoë on page 2 while page 1 is shown When the person searches \"zoe\" Then she is found, as every saved contact is searched"
    )
    func searchesWholeBook() async throws {
        let context = try context()
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(try await search("ZOE", in: context) == ["zoe"])
    }

    @Test("Given a contact When the person searches part of the email Then it is found")
    func byEmail() async throws {
        #expect(try await search("olga.iv", in: try context()) == ["olga"])
    }

    @Test("Given contacts in several cities When the person searches \"geneve\" Then the one in Genève is found")
    func byCity() async throws {
        #expect(try await search("geneve", in: try context()) == ["zoe"])
    }

    @Test("Given a Cyrillic name When the person searches in Cyrillic Then it is found")
    func cyrillic() async throws {
        #expect(try await search("ольга", in: try context()) == ["olga"])
    }

    @Test("Given the contacts When the person searches text nobody has Then nothing is found and the count is zero")
    func noMatch() async throws {
        let page = try await context().searchContacts.execute(searchText: "nobody", in: ContactsQueryDomainModel())
        #expect(page.contacts.isEmpty)
        #expect(page.matchingCount == 0)
    }

    @Test("Given a search on page 2 When the person searches something new Then the results start on page 1")
    func newSearchStartsOnFirstPage() async throws {
        let page = try await context().searchContacts.execute(searchText: "person", in: ContactsQueryDomainModel(page: 2))
        #expect(page.query.page == 1)
        #expect(page.matchingCount == 19)
    }
}
