import ContactsData
import ContactsDomain
import ContactsTesting
import Foundation
import GRDB
import TestSupport
import Testing

/// The contact book when its source misbehaves: silent, refusing, sending too much, ending
/// sooner than announced; and when its saved copy is damaged.
@Suite("Given a contacts source in trouble", .timeLimit(.minutes(5)))
struct ContactsSourceTroubleTests {
    private let twoPages = [ContactFixtures.people(1...20), ContactFixtures.people(21...40)]

    // MARK: Silence (stale cache)

    /// Page 1 saved three hours ago (stale), and a source that has fallen silent.
    private func staleBookWithSilentSource() async throws -> ContactsTestContext {
        let context = try ContactsTestContext(pages: twoPages, staleAnswerWait: .milliseconds(20))
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.clock.advance(by: 3 * 60 * 60)
        context.source.keepSilent()
        return context
    }

    @Test(
        "When a stale saved page is opened and the source keeps silent Then the saved copy shows at once, marked saved and when")
    func staleCopyShownWhileSourceIsSilent() async throws {
        let context = try await staleBookWithSilentSource()

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.count == 20)
        #expect(page.freshness == .savedCopy(savedAt: TestClock.referenceInstant, minutesAgo: 180, problem: .notAnsweredYet))
        #expect(context.source.waitingRequestCount == 1)
        context.source.answer()
    }

    @Test("When the silent source answers later Then the next look shows its page, without asking it again")
    func refreshedWhenTheSourceAnswers() async throws {
        let context = try await staleBookWithSilentSource()
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.source.replacePage(1, with: ContactFixtures.people(101...120))

        context.source.answer()
        try await ConditionWait.until("the refresh to end") { !context.pageRefreshes.isRunning(anyOf: 1) }
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.freshness == .current)
        #expect(page.contacts.first?.id == "id-101")
        #expect(context.source.requestedPages == [1, 1])
    }

    // MARK: A book shorter than announced

    @Test("When a book announced as 25 pages has 3 contacts Then it reads page 1 of 1, 3 contacts")
    func shortFirstPageEndsTheBook() async throws {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...3)], announcedPageCount: 25)

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.count == 3)
        #expect(page.pageCount == 1)
        #expect(page.bookCount == 3)
    }

    @Test("When the page after a full one comes back empty Then the book ends on the full page and that page is shown")
    func emptyPageEndsTheBook() async throws {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...20)], announcedPageCount: 25)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel(page: 2))

        #expect(page.query.page == 1)
        #expect(page.pageCount == 1)
        #expect(page.bookCount == 20)
    }

    @Test("When the first page is empty Then the book is empty")
    func emptyBook() async throws {
        let context = try ContactsTestContext(pages: [[]], announcedPageCount: 25)

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.isEmpty)
        #expect(page.bookCount == 0)
    }

    @Test("When a search covers a book that ends early Then only its real pages are fetched")
    func searchStopsAtTheEnd() async throws {
        let context = try ContactsTestContext(
            pages: [ContactFixtures.people(1...20), ContactFixtures.people(21...25)], announcedPageCount: 25
        )

        let page = try await context.searchContacts.execute(searchText: "Person2", in: ContactsQueryDomainModel())

        #expect(context.source.requestedPages == [1, 2])
        #expect(page.bookCount == 25)
    }

    // MARK: Answers that are no page

    @Test(
        "When the source sends more than its limit and contacts are saved Then they stay, and the page says the answer was too large"
    )
    func tooLargeKeepsSaved() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        context.source.fail(with: .tooLarge(limit: 16 * 1024 * 1024))
        context.clock.advance(by: 5 * 60)

        let result = try await context.refreshContacts.execute(query: ContactsQueryDomainModel())

        guard case .sourceUnreachable(let page) = result else {
            Issue.record("expected the saved copy, got \(result)")
            return
        }
        #expect(page.contacts.count == 20)
        #expect(
            page.freshness
                == .savedCopy(
                    savedAt: TestClock.referenceInstant, minutesAgo: 5, problem: .tooLarge(limitBytes: 16 * 1024 * 1024)
                ))
    }

    @Test("When the source answers 401 and nothing is saved Then the failure names the status")
    func refusedWithNothingSaved() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        context.source.fail(with: .httpStatus(401))

        await #expect(throws: ContactsError.sourceProblem(.errorStatus(401))) {
            try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        }
    }

    @Test("When the source is rate-limited and nothing is saved Then the failure says it is busy")
    func busyWithNothingSaved() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        context.source.fail(with: .httpStatus(429))

        await #expect(throws: ContactsError.sourceProblem(.busy)) {
            try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        }
    }

    // MARK: A damaged saved copy

    @Test("When one saved contact can no longer be read Then it is dropped, its page fetched again, and the list shows whole")
    func unreadableRowRefetched() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        try await context.database.writer.write { db in
            try db.execute(sql: "UPDATE contact SET payload = 'not json' WHERE id = 'id-5'")
        }

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.map(\.id) == (1...20).map { "id-\($0)" })
        #expect(context.source.requestedPages == [1, 1])
    }

    @Test("When a saved row holds bytes of the wrong type Then the page is fetched again and searching still works")
    func wrongTypeRowRefetched() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.searchContacts.execute(searchText: "Person", in: ContactsQueryDomainModel())
        try await context.database.writer.write { db in
            try db.execute(sql: "UPDATE contact SET fetchedAt = x'00ff', payload = x'fffe' WHERE id = 'id-25'")
        }

        let page = try await context.searchContacts.execute(searchText: "Person25", in: ContactsQueryDomainModel())

        #expect(page.contacts.map(\.id) == ["id-25"])
    }

    @Test("When the person's own name edit can no longer be read Then the list still shows, and the edit is kept, not dropped")
    func unreadableEditKept() async throws {
        let context = try ContactsTestContext(pages: twoPages)
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        _ = try await context.editContactName.execute(contactId: "id-3", change: ContactNameChangeDomainModel(firstName: "Zoé"))
        try await context.database.writer.write { db in
            try db.execute(sql: "UPDATE contactNameEdit SET editedAt = 'not a date' WHERE contactId = 'id-3'")
        }

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.count == 20)
        let kept = try await context.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT firstName FROM contactNameEdit WHERE contactId = 'id-3'")
        }
        #expect(kept == "Zoé")
    }

}

extension ContactsPageRefreshes {
    /// Whether a background fetch of any book's `page` is running.
    func isRunning(anyOf page: Int) -> Bool {
        isRunning(where: { $0.hasSuffix("#\(page)") })
    }
}
