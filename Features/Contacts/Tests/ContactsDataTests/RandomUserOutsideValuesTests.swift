import ContactsData
import Foundation
import InMemoryLogging
import Logging
import TestSupport
import Testing

/// What a hostile or broken server can put in a record: escapes, forged rows, huge strings,
/// values out of range. Strings are made safe at the decoder; a record out of range is
/// skipped and logged like one that cannot be decoded.
@Suite("Given a randomuser.me response with values from a hostile server")
struct RandomUserOutsideValuesTests {
    /// The decoder's clock: 15 January 2026.
    private let now = TestClock.referenceInstant

    private func decoded(_ records: [String]) throws -> (ContactsSourcePageDataModel, InMemoryLogHandler) {
        let log = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in log }
        logger.logLevel = .trace
        let now = now
        let decoder = RandomUserResponseDecoder(logger: logger, now: { now })
        return (try decoder.decodePage(from: RandomUserFixtures.response(records)), log)
    }

    @Test("When names hold a clear-screen, a window title, a hyperlink and a forged row Then the contact keeps only the words")
    func escapesInNames() throws {
        let first = "\u{1B}[2J\u{1B}]0;owned\u{07}Zoë\n   2. Eve · 30 years · Paris"
        let last = "\u{1B}]8;;https://evil.example/\u{1B}\\Moulin\u{1B}]8;;\u{1B}\\\u{202E}"
        let (page, _) = try decoded([RandomUserFixtures.record(first: first, last: last)])

        let contact = try #require(page.contacts.first)
        #expect(contact.firstName == "Zoë    2. Eve · 30 years · Paris")
        #expect(contact.lastName == "Moulin")
    }

    @Test("When every other text field holds escapes Then none of them reaches the contact")
    func escapesEverywhere() throws {
        let (page, _) = try decoded([RandomUserFixtures.record(city: "Lyon\u{1B}[31m\u{9B}1m\r\n")])

        let contact = try #require(page.contacts.first)
        #expect(contact.city == "Lyon")
        let texts = [
            contact.title, contact.firstName, contact.lastName, contact.streetName, contact.city, contact.state,
            contact.country, contact.postcode, contact.email, contact.phone, contact.cell, contact.username,
        ]
        #expect(texts.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
    }

    @Test("When a first name is 5 MB long Then the record is skipped and the log names the field")
    func hugeName() throws {
        let huge = String(repeating: "a", count: 5 * 1024 * 1024)
        let (page, log) = try decoded([RandomUserFixtures.record(first: huge), RandomUserFixtures.norwegianRecord])

        #expect(page.contacts.map(\.firstName) == ["Ørjan"])
        #expect(page.skippedRecordCount == 1)
        let entry = try #require(log.entries.first { $0.metadata["index"] == "0" })
        #expect(entry.metadata["reason"]?.description.contains("name.first") == true)
    }

    @Test("When a name is longer than 100 characters Then the record is skipped")
    func longName() throws {
        let (page, _) = try decoded([RandomUserFixtures.record(last: String(repeating: "é", count: 101))])

        #expect(page.contacts.isEmpty)
        #expect(page.skippedRecordCount == 1)
    }

    @Test(
        "When the birth date is out of range (in the future, or before 1900) Then the record is skipped",
        arguments: [#""2999-04-21T03:15:22.118Z""#, #""2026-06-01T00:00:00.000Z""#, #""1850-01-01T00:00:00.000Z""#]
    )
    func birthDateOutOfRange(date: String) throws {
        let (page, log) = try decoded([RandomUserFixtures.record(dobDate: date)])

        #expect(page.contacts.isEmpty)
        let entry = try #require(log.entries.first { $0.metadata["index"] == "0" })
        #expect(entry.metadata["reason"]?.description.contains("dob.date") == true)
    }

    @Test("When the age is out of range Then the record is skipped", arguments: ["-1", "151", "99999"])
    func ageOutOfRange(age: String) throws {
        let (page, _) = try decoded([RandomUserFixtures.record(dobAge: age)])

        #expect(page.contacts.isEmpty)
    }

    @Test("When the nationality is not two letters Then the record is skipped", arguments: ["FRANCE", "F1", "", "F\\u001b"])
    func nationality(nat: String) throws {
        let (page, _) = try decoded([RandomUserFixtures.record(nat: nat)])

        #expect(page.contacts.isEmpty)
    }

    @Test("When the id holds spaces or controls Then the record is skipped, since it could not be typed back")
    func unusableId() throws {
        let (page, _) = try decoded([RandomUserFixtures.record(uuid: "1 2\\u001b[2J")])

        #expect(page.contacts.isEmpty)
    }

    @Test("When ordinary records in several scripts are decoded Then every one is kept as it was")
    func ordinaryRecordsKept() throws {
        let (page, _) = try decoded([
            RandomUserFixtures.norwegianRecord, RandomUserFixtures.britishRecord, RandomUserFixtures.ukrainianRecord,
            RandomUserFixtures.iranianRecord, RandomUserFixtures.record(),
        ])

        #expect(page.contacts.count == 5)
        #expect(page.skippedRecordCount == 0)
    }

    @Test("When a page holds more records than were asked for Then only that many are kept and the rest is logged")
    func morePagesThanAsked() throws {
        let log = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in log }
        logger.logLevel = .trace
        let records = (0..<1_000).map {
            RandomUserFixtures.record(uuid: "00000000-0000-4000-8000-\(String(format: "%012d", $0))")
        }
        let decoder = RandomUserResponseDecoder(logger: logger)

        let page = try decoder.decodePage(from: RandomUserFixtures.response(records), maxRecords: 20)

        #expect(page.contacts.count == 20)
        #expect(page.contacts.last?.id == "00000000-0000-4000-8000-000000000019")
        #expect(log.entries.contains { $0.level >= .warning && $0.message.description.contains("1000") })
    }
}
