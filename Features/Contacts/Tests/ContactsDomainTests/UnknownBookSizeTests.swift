import ContactsDomain
import ContactsTesting
import Testing

/// A remote book whose source does not say how big it is (randomuser.me's `info` has no
/// total): the size asked for bounds the pages, but the count is what has been seen.
@Suite("Given a source that does not report its size")
struct UnknownBookSizeTests {
    private let twoPages = [ContactFixtures.people(1...20), ContactFixtures.people(21...40)]

    private func context() throws -> ContactsTestContext {
        try ContactsTestContext(pages: twoPages, reportsBookSize: false)
    }

    @Test("When the person opens the list Then the count is the 20 contacts seen so far, not a size presented as known")
    func firstPageCountsWhatIsSaved() async throws {
        let context = try context()

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.bookCountIsKnown == false)
        #expect(page.bookCount == 20)
        #expect(page.pageCount == 2)
    }

    @Test("When the person reaches the last page Then the book's size is known")
    func lastPageMakesTheSizeKnown() async throws {
        let context = try context()
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel(page: 2))

        #expect(page.bookCountIsKnown)
        #expect(page.bookCount == 40)
    }

    @Test("When the source's book ends sooner, on a short page Then the size is known at once")
    func shortPageMakesTheSizeKnown() async throws {
        let context = try ContactsTestContext(
            pages: [ContactFixtures.people(1...3)], announcedPageCount: 25, reportsBookSize: false)

        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.bookCountIsKnown)
        #expect(page.bookCount == 3)
        #expect(page.pageCount == 1)
    }

    @Test("When the person searches Then the whole book is saved and its size is known")
    func searchMakesTheSizeKnown() async throws {
        let context = try context()

        let page = try await context.searchContacts.execute(searchText: "person", in: ContactsQueryDomainModel())

        #expect(page.matchingCount == 40)
        #expect(page.bookCount == 40)
    }
}
