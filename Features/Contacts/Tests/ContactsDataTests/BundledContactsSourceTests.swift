import ContactsData
import Foundation
import Logging
import Testing

@Suite("Bundled contacts source")
struct BundledContactsSourceTests {
    private static let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    /// The shipped dataset, decoded once for the suite.
    private static let shipped = BundledContactsSource(logger: quiet)

    private static func request(page: Int, results: Int = ContactsPageRequest.defaultPageSize) -> ContactsPageRequest {
        ContactsPageRequest(page: page, results: results, seed: "mosaic")
    }

    /// Every record of the shipped dataset in one page.
    private static func wholeDataset(nationalities: [String] = [], gender: String? = nil) async throws
        -> ContactsSourcePageDataModel
    {
        try await shipped.fetchPage(
            ContactsPageRequest(page: 1, results: 10_000, seed: "mosaic", nationalities: nationalities, gender: gender)
        )
    }

    /// A source over records whose `login.uuid`s end in 1, 2, 3…
    private static func source(recordCount: Int) -> BundledContactsSource {
        let records = (1...recordCount).map { index in
            RandomUserFixtures.record(uuid: String(format: "00000000-0000-4000-8000-%012d", index))
        }
        return BundledContactsSource(data: RandomUserFixtures.response(records), logger: quiet)
    }

    @Test("Given the shipped dataset When read whole Then it has at least 500 contacts and skips its 4 broken records")
    func shippedDatasetSize() async throws {
        let page = try await Self.wholeDataset()
        #expect(page.contacts.count >= 500)
        #expect(page.skippedRecordCount == 4)
        #expect(Self.shipped.contactCount == page.contacts.count)
    }

    @Test("Given the shipped dataset When read whole Then every contact id is unique")
    func uniqueIds() async throws {
        let ids = try await Self.wholeDataset().contacts.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("Given the shipped dataset When pages 1 and 2 are fetched Then they hold different contacts")
    func pagesDoNotOverlap() async throws {
        let first = try await Self.shipped.fetchPage(Self.request(page: 1))
        let second = try await Self.shipped.fetchPage(Self.request(page: 2))
        #expect(first.contacts.count == 20)
        #expect(second.contacts.count == 20)
        #expect(Set(first.contacts.map(\.id)).isDisjoint(with: second.contacts.map(\.id)))
    }

    @Test("Given the shipped dataset When its page count is asked Then it covers every record in pages of 20")
    func pageCount() async throws {
        let whole = try await Self.wholeDataset()
        let records = whole.contacts.count + whole.skippedRecordCount
        #expect(Self.shipped.pageCount == (records + 19) / 20)
    }

    @Test("Given the shipped dataset When the page after the last is fetched Then it is empty")
    func pagePastTheEnd() async throws {
        let page = try await Self.shipped.fetchPage(Self.request(page: Self.shipped.pageCount + 1))
        #expect(page.contacts.isEmpty)
        #expect(page.skippedRecordCount == 0)
    }

    @Test("Given the shipped dataset When the last page is fetched Then it is not empty")
    func lastPage() async throws {
        let page = try await Self.shipped.fetchPage(Self.request(page: Self.shipped.pageCount))
        #expect(!page.contacts.isEmpty)
    }

    @Test("Given a nationality filter in lowercase When the dataset is read Then only that nationality comes back")
    func nationalityFilter() async throws {
        let contacts = try await Self.wholeDataset(nationalities: ["fr"]).contacts
        #expect(!contacts.isEmpty)
        #expect(contacts.allSatisfy { $0.nationality == "FR" })
    }

    @Test("Given two nationalities When the dataset is read Then both and only they come back")
    func severalNationalities() async throws {
        let nationalities = Set(try await Self.wholeDataset(nationalities: ["UA", "ir"]).contacts.map(\.nationality))
        #expect(nationalities == ["UA", "IR"])
    }

    @Test("Given a gender filter When the dataset is read Then only that gender comes back, broken records left out")
    func genderFilter() async throws {
        let page = try await Self.wholeDataset(gender: "female")
        #expect(!page.contacts.isEmpty)
        #expect(page.contacts.allSatisfy { $0.gender == "female" })
        #expect(page.skippedRecordCount == 0)
    }

    @Test(
        "Given a nationality and gender filter When the book's size is asked Then it counts only the matching contacts and their pages"
    )
    func filteredBookSize() async throws {
        let request = ContactsPageRequest(page: 1, results: 20, seed: "mosaic", nationalities: ["ua", "ru"], gender: "female")
        var matching: [ContactDataModel] = []
        for page in 1...30 {
            var pageRequest = request
            pageRequest.page = page
            matching += try await Self.shipped.fetchPage(pageRequest).contacts
        }

        let size = Self.shipped.bookSize(for: request)

        #expect(size.contactCount == matching.count)
        #expect(size.pageCount == (matching.count + 19) / 20)
        #expect(size.contactCount < Self.shipped.contactCount)
    }

    @Test("Given a filter When pages are fetched Then they are sliced from the matching contacts")
    func filterBeforeSlicing() async throws {
        let all = try await Self.wholeDataset(nationalities: ["DE"]).contacts
        let second = try await Self.shipped.fetchPage(
            ContactsPageRequest(page: 2, results: 5, seed: "mosaic", nationalities: ["DE"])
        )
        #expect(second.contacts == Array(all[5..<10]))
    }

    @Test("Given the shipped dataset When a page is fetched Then its info echoes the page, the count and version 1.4")
    func pageInfo() async throws {
        let page = try await Self.shipped.fetchPage(Self.request(page: 2))
        let info = try #require(page.info)
        #expect(info == ContactsSourceInfoDataModel(seed: "mosaic", results: 20, page: 2, version: "1.4"))
    }

    @Test("Given the shipped dataset When its description is asked Then it is the embedded dataset")
    func description() {
        #expect(Self.shipped.sourceDescription == "embedded dataset")
    }

    @Test("Given five records When page 2 of 2 is fetched Then it holds the third and fourth records in order")
    func slicingInRecordOrder() async throws {
        let page = try await Self.source(recordCount: 5).fetchPage(Self.request(page: 2, results: 2))
        #expect(page.contacts.map { $0.id.suffix(2) } == ["03", "04"])
    }

    @Test("Given five records When page 3 of 2 is fetched Then it holds the last record alone")
    func shortLastPage() async throws {
        let page = try await Self.source(recordCount: 5).fetchPage(Self.request(page: 3, results: 2))
        #expect(page.contacts.map { $0.id.suffix(2) } == ["05"])
        #expect(page.info?.results == 1)
    }

    @Test("Given 41 records When the page count is asked Then it is 3 pages of 20")
    func pageCountRoundsUp() {
        #expect(Self.source(recordCount: 41).pageCount == 3)
    }

    @Test("Given a broken record When its page is fetched without filters Then it keeps its place and is counted")
    func brokenRecordKeepsItsPlace() async throws {
        let data = RandomUserFixtures.response([
            RandomUserFixtures.norwegianRecord, RandomUserFixtures.record(uuid: nil), RandomUserFixtures.britishRecord,
        ])
        let source = BundledContactsSource(data: data, logger: Self.quiet)
        let first = try await source.fetchPage(Self.request(page: 1, results: 2))
        let second = try await source.fetchPage(Self.request(page: 2, results: 2))
        #expect(first.contacts.map(\.nationality) == ["NO"])
        #expect(first.skippedRecordCount == 1)
        #expect(second.contacts.map(\.nationality) == ["GB"])
    }

    @Test("Given a page number below 1 When fetched Then the page is empty")
    func pageBelowOne() async throws {
        let page = try await Self.source(recordCount: 3).fetchPage(Self.request(page: 0))
        #expect(page.contacts.isEmpty)
    }

    @Test("Given data that is not a response When a page is fetched Then it throws malformedResponse and has no pages")
    func malformedData() async {
        let source = BundledContactsSource(data: Data("not json".utf8), logger: Self.quiet)
        await #expect(throws: ContactsSourceError.malformedResponse) {
            try await source.fetchPage(Self.request(page: 1))
        }
        #expect(source.pageCount == 0)
    }

    @Test("Given a fresh source When many pages are fetched at once Then each gets its own slice of one decoding")
    func concurrentFirstUse() async throws {
        let source = Self.source(recordCount: 40)
        let pages = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for page in 1...20 {
                group.addTask { (page, try await source.fetchPage(Self.request(page: page, results: 2)).contacts.map(\.id)) }
            }
            return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
        }
        #expect(Set(pages.values.flatMap { $0 }).count == 40)
    }
}
