import ContactsDomain
import ContactsTesting
import Testing

@Suite("Sort contacts")
struct SortContactsTests {
    private func context(appLanguage: String = "en") throws -> ContactsTestContext {
        try ContactsTestContext(
            pages: [
                [
                    ContactFixtures.contact("b", first: "Ana", last: "Ávila", born: "1980-01-01"),
                    ContactFixtures.contact("c", first: "Luis", last: "Zamora", born: "2000-06-01"),
                    ContactFixtures.contact("a", first: "Eva", last: "Alonso", born: "1995-01-01"),
                    ContactFixtures.contact("d", first: "Bea", last: "Alonso", born: "1970-01-01"),
                ]
            ], appLanguage: appLanguage)
    }

    @Test("Given contacts When the person sorts by name Then they are in last-name order, accents collated, then first name")
    func byName() async throws {
        let page = try await context(appLanguage: "es").viewContacts.execute(query: ContactsQueryDomainModel(sort: .name))
        #expect(page.contacts.map(\.id) == ["d", "a", "b", "c"])
    }

    @Test("Given contacts When the person sorts by age Then the youngest comes first")
    func byAge() async throws {
        let page = try await context().viewContacts.execute(query: ContactsQueryDomainModel(sort: .age))
        #expect(page.contacts.map(\.id) == ["c", "a", "b", "d"])
    }

    @Test("Given a sort When the person goes back to the default order Then the source's order returns")
    func defaultOrder() async throws {
        let page = try await context().viewContacts.execute(query: ContactsQueryDomainModel(sort: .sourceOrder))
        #expect(page.contacts.map(\.id) == ["b", "c", "a", "d"])
    }
}
