import Foundation
import Testing

@testable import ContactsDatasetKit

@Suite("Contacts dataset generator, a page at a time")
struct ContactsDatasetPageTests {
    private static func uuids(_ records: [[String: Any]]) -> [String] {
        records.compactMap { ($0["login"] as? [String: Any])?["uuid"] as? String }
    }

    @Test("Given a book of 50 When pages of 20 are asked for Then they hold the whole book's records in order, the last one 10")
    func pagesCoverTheBook() throws {
        let generator = ContactsDatasetGenerator(recordCount: 50)

        let pages = try (1...3).map { try ContactsDatasetGeneratorTests.records(generator.page($0, size: 20)) }

        #expect(pages.map(\.count) == [20, 20, 10])
        #expect(Self.uuids(pages.flatMap { $0 }) == Self.uuids(try ContactsDatasetGeneratorTests.records(generator.generate())))
    }

    @Test("Given a book of 50 When a page past its end is asked for Then it is an empty response")
    func pastTheEnd() throws {
        #expect(try ContactsDatasetGeneratorTests.records(ContactsDatasetGenerator(recordCount: 50).page(4, size: 20)).isEmpty)
    }
}
