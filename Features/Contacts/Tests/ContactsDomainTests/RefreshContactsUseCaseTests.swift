import ContactsDomain
import ContactsTesting
import TestSupport
import Testing

@Suite("Refresh contacts")
struct RefreshContactsUseCaseTests {
    @Test("Given a fresh saved page When the person refreshes Then the source is asked again anyway")
    func bypassesCache() async throws {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...20)])
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        let result = try await context.refreshContacts.execute(query: ContactsQueryDomainModel())

        #expect(context.source.requestedPages == [1, 1])
        guard case .refreshed = result else {
            Issue.record("expected refreshed, got \(result)")
            return
        }
    }

    @Test("Given saved contacts and no network When the person refreshes Then they are told and keep the saved contacts")
    func unreachableKeepsSaved() async throws {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...20)])
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.source.setReachable(false)
        context.clock.advance(by: 5 * 60)

        let result = try await context.refreshContacts.execute(query: ContactsQueryDomainModel())

        guard case .sourceUnreachable(let page) = result else {
            Issue.record("expected sourceUnreachable, got \(result)")
            return
        }
        #expect(page.contacts.count == 20)
        #expect(page.freshness == .offline(savedAt: TestClock.referenceInstant, minutesAgo: 5))
    }
}
