import ContactsBenchKit
import ContactsData
import Foundation
import Testing

@Suite("Given a generated book of 300 contacts")
struct GeneratedContactsSourceTests {
    private let source = GeneratedContactsSource(count: 300, seed: "bench-test", now: Date())

    private func page(_ number: Int) async throws -> ContactsSourcePageDataModel {
        try await source.fetchPage(ContactsPageRequest(page: number, results: 20, seed: "bench-test"))
    }

    @Test("When its pages are fetched Then there are 15 of 20, every contact different, and none past the end")
    func pages() async throws {
        var ids: [String] = []
        for number in 1...15 {
            let page = try await page(number)
            #expect(page.contacts.count + page.skippedRecordCount == 20)
            ids += page.contacts.map(\.id)
        }

        #expect(Set(ids).count == ids.count)
        #expect(try await page(16).contacts.isEmpty)
        #expect(source.pageCount == 15)
    }

    @Test("When a page is fetched twice Then it holds the same contacts")
    func sameSeedSameContacts() async throws {
        #expect(try await page(3) == page(3))
    }

    @Test("When asked its size Then it is the size asked for, not one it reports, as randomuser.me")
    func doesNotReportItsSize() {
        #expect(source.reportsBookSize == false)
        #expect(source.contactCount == 300)
    }
}
