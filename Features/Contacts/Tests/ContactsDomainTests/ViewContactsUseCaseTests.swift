import ContactsDomain
import ContactsTesting
import Testing

@Suite("View contacts")
struct ViewContactsUseCaseTests {
    private let twoPages = [ContactFixtures.people(1...20), ContactFixtures.people(21...30)]

    @Test("Given a source of 30 contacts When the person opens the list Then page 1 shows 20 of them, page 1 of 2, 30 in all")
    func firstPage() async throws {
        let context = try ContactsTestContext(pages: twoPages)

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.count == 20)
        #expect(page.contacts.first?.fullName == "Person1 Family1")
        #expect(page.query.page == 1)
        #expect(page.pageCount == 2)
        #expect(page.bookCount == 30)
        #expect(page.freshness == .current)
    }

    @Test("Given the list on page 1 When the person goes to page 2 Then the source's second page shows")
    func secondPage() async throws {
        let context = try ContactsTestContext(pages: twoPages)

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel(page: 2))

        #expect(page.contacts.map(\.id) == (21...30).map { "id-\($0)" })
        #expect(context.source.requestedPages == [2])
    }

    @Test("Given a page saved a moment ago When the person opens it again Then the source is not asked again")
    func freshPageFromCache() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        context.clock.advance(by: ContactsTestContext.cacheMaxAge - 1)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(context.source.requestedPages == [1])
    }

    @Test("Given a page saved longer ago than the cache keeps it When the person opens it Then it is fetched again")
    func stalePageRefetched() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.source.replacePage(1, with: ContactFixtures.people(101...120))

        context.clock.advance(by: ContactsTestContext.cacheMaxAge + 1)
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(context.source.requestedPages == [1, 1])
        #expect(page.contacts.first?.id == "id-101")
    }

    @Test(
        "Given a stale saved page and no network When the person opens it Then the saved contacts show, marked offline with their age"
    )
    func offlineShowsSaved() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.source.setReachable(false)

        context.clock.advance(by: ContactsTestContext.cacheMaxAge + 5 * 60)
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.count == 20)
        guard case .offline(_, let minutesAgo) = page.freshness else {
            Issue.record("expected offline, got \(page.freshness)")
            return
        }
        #expect(minutesAgo == 65)
    }

    @Test("Given nothing saved and no network When the person opens the list Then they are told the contacts are unavailable")
    func offlineWithNothingSaved() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        context.source.setReachable(false)

        await #expect(throws: ContactsError.unavailableOffline) {
            try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        }
    }

    @Test("Given a contact born on 3 March 1990 When the list is viewed on 15 January 2026 Then the age shown is 35")
    func ageFromClock() async throws {
        let context = try ContactsTestContext(pages: [
            [ContactFixtures.contact("a", first: "Zoë", last: "Martin", born: "1990-03-03")]
        ])

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.first?.age == 35)
    }
}
