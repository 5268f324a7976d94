import ContactsData
import Foundation
import InMemoryLogging
import Logging
import Testing

@Suite("randomuser.me response decoder")
struct RandomUserResponseDecoderTests {
    private let decoder = RandomUserResponseDecoder(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })

    /// A decoder logging at `trace` into a handler whose entries a test can read back.
    private func loggingDecoder() -> (RandomUserResponseDecoder, InMemoryLogHandler) {
        let log = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in log }
        logger.logLevel = .trace
        return (RandomUserResponseDecoder(logger: logger), log)
    }

    private func decode(_ records: [String]) throws -> ContactsSourcePageDataModel {
        try decoder.decodePage(from: RandomUserFixtures.response(records))
    }

    @Test("Given the documented sample response When decoded Then the record is flattened field by field")
    func documentedSample() throws {
        let page = try decoder.decodePage(from: Data(RandomUserFixtures.documentedResponse.utf8))
        let contact = try #require(page.contacts.first)
        let expected = ContactDataModel(
            id: "7a0eed16-9430-4d68-901f-c0d4c1c3bf00", gender: "female", title: "Miss", firstName: "Jennie",
            lastName: "Nichols", streetNumber: 8929, streetName: "Valwood Pkwy", city: "Billings", state: "Michigan",
            country: "United States", postcode: "63104", latitude: "-69.8246", longitude: "134.8719",
            timezoneOffset: "+9:30", timezoneDescription: "Adelaide, Darwin", email: "jennie.nichols@example.com",
            username: "yellowpeacock117", birthDate: contact.birthDate, age: 30, registeredDate: contact.registeredDate,
            registeredAge: 14, phone: "(272) 790-0888", cell: "(489) 330-2385", nationalIdName: "SSN",
            nationalIdValue: "405-88-3636", pictureLarge: "https://randomuser.me/api/portraits/women/75.jpg",
            pictureMedium: "https://randomuser.me/api/portraits/med/women/75.jpg",
            pictureThumbnail: "https://randomuser.me/api/portraits/thumb/women/75.jpg", nationality: "US"
        )
        #expect(page.contacts.count == 1)
        #expect(page.skippedRecordCount == 0)
        #expect(contact == expected)
    }

    @Test("Given ISO 8601 dates with milliseconds When decoded Then the birth and registration dates keep them")
    func fractionalSecondDates() throws {
        let contact = try #require(
            try decoder.decodePage(from: Data(RandomUserFixtures.documentedResponse.utf8)).contacts.first
        )
        #expect(abs(contact.birthDate.timeIntervalSince1970 - 700_067_596.688) < 0.0005)
        #expect(abs(contact.registeredDate.timeIntervalSince1970 - 1_183_960_319.390) < 0.0005)
    }

    @Test("Given the documented sample response When decoded Then its info is kept")
    func infoDecoded() throws {
        let page = try decoder.decodePage(from: Data(RandomUserFixtures.documentedResponse.utf8))
        #expect(page.info == ContactsSourceInfoDataModel(seed: "56d27f4a53bd5441", results: 1, page: 1, version: "1.4"))
    }

    @Test("Given a response without info When decoded Then its records still decode and info is nil")
    func missingInfo() throws {
        let page = try decoder.decodePage(from: RandomUserFixtures.response([RandomUserFixtures.britishRecord], info: nil))
        #expect(page.contacts.count == 1)
        #expect(page.info == nil)
    }

    @Test("Given a postcode sent as a JSON number When decoded Then it is kept as its digits")
    func numericPostcode() throws {
        #expect(try decode([RandomUserFixtures.norwegianRecord]).contacts.first?.postcode == "1234")
    }

    @Test("Given a postcode sent as a JSON string When decoded Then it is kept as is")
    func textPostcode() throws {
        #expect(try decode([RandomUserFixtures.britishRecord]).contacts.first?.postcode == "EC1A 1BB")
    }

    @Test("Given an id with a null value and an empty name When decoded Then the value is nil and the name empty")
    func nullNationalId() throws {
        let contact = try #require(try decode([RandomUserFixtures.ukrainianRecord]).contacts.first)
        #expect(contact.nationalIdValue == nil)
        #expect(contact.nationalIdName == "")
    }

    @Test("Given a record in Cyrillic When decoded Then names and places keep their script")
    func cyrillicNames() throws {
        let contact = try #require(try decode([RandomUserFixtures.ukrainianRecord]).contacts.first)
        #expect(contact.firstName == "Оксана")
        #expect(contact.lastName == "Шевченко")
        #expect(contact.city == "Бердичів")
    }

    @Test("Given a record in Arabic script When decoded Then names and street keep their script")
    func arabicScriptNames() throws {
        let contact = try #require(try decode([RandomUserFixtures.iranianRecord]).contacts.first)
        #expect(contact.firstName == "زهرا")
        #expect(contact.lastName == "محمدی")
        #expect(contact.streetName == "شهید کلاهدوز")
    }

    @Test("Given names with diacritics When decoded Then they are kept exactly")
    func diacritics() throws {
        let page = try decode([RandomUserFixtures.norwegianRecord, RandomUserFixtures.britishRecord])
        #expect(page.contacts.map(\.firstName) == ["Ørjan", "Zoë"])
    }

    @Test("Given a record without a street number When decoded Then it decodes with no number")
    func missingStreetNumber() throws {
        #expect(try decode([RandomUserFixtures.record(streetNumber: nil)]).contacts.first?.streetNumber == nil)
    }

    @Test(
        "Given one unreadable record among good ones When decoded Then it alone is skipped and counted",
        arguments: [
            RandomUserFixtures.record(uuid: nil),
            RandomUserFixtures.record(uuid: ""),
            RandomUserFixtures.record(dobDate: #""19.07.1981""#),
            RandomUserFixtures.record(dobAge: #""42""#),
            RandomUserFixtures.record(streetNumber: #""12B""#),
            RandomUserFixtures.record(postcode: "true"),
            RandomUserFixtures.record(id: #"{"name":"INSEE","value":12}"#),
            "null",
            #""not a record""#,
        ]
    )
    func brokenRecordSkipped(broken: String) throws {
        let page = try decode([RandomUserFixtures.norwegianRecord, broken, RandomUserFixtures.britishRecord])
        #expect(page.contacts.map(\.nationality) == ["NO", "GB"])
        #expect(page.skippedRecordCount == 1)
    }

    @Test("Given a partial record from an inc/exc request When decoded Then it is skipped, as the contact needs every field")
    func partialRecordSkipped() throws {
        let page = try decode([RandomUserFixtures.partialRecord])
        #expect(page.contacts.isEmpty)
        #expect(page.skippedRecordCount == 1)
    }

    @Test("Given a record without login.uuid When decoded Then a log entry names its index and the missing field")
    func skippedRecordLogged() throws {
        let (decoder, log) = loggingDecoder()
        _ = try decoder.decodePage(
            from: RandomUserFixtures.response([RandomUserFixtures.norwegianRecord, RandomUserFixtures.record(uuid: nil)])
        )
        let entry = try #require(log.entries.first { $0.level >= .notice && $0.metadata["index"] != nil })
        #expect(entry.metadata["index"] == "1")
        #expect(entry.metadata["reason"]?.description.contains("login.uuid") == true)
    }

    @Test("Given a record with a bad date When decoded Then the log entry's reason names the field")
    func badDateReason() throws {
        let (decoder, log) = loggingDecoder()
        _ = try decoder.decodePage(from: RandomUserFixtures.response([RandomUserFixtures.record(dobDate: #""19.07.1981""#)]))
        let entry = try #require(log.entries.first { $0.level >= .notice && $0.metadata["index"] != nil })
        #expect(entry.metadata["index"] == "0")
        #expect(entry.metadata["reason"]?.description.contains("dob.date") == true)
    }

    @Test("Given an empty results array When decoded Then the page is empty and nothing is skipped")
    func emptyResults() throws {
        let page = try decode([])
        #expect(page.contacts.isEmpty)
        #expect(page.skippedRecordCount == 0)
    }

    @Test(
        "Given a body that is not a randomuser.me response When decoded Then it throws malformedResponse",
        arguments: [
            "<html>502 Bad Gateway</html>",
            "",
            #"{"error":"Uh oh, something has gone wrong. Please tweet us @randomapi about the issue. Thank you."}"#,
            #"{"results":{"gender":"female"}}"#,
            #"{"results":null}"#,
            #"[{"gender":"female"}]"#,
        ]
    )
    func malformedBody(body: String) {
        #expect(throws: ContactsSourceError.malformedResponse) {
            try decoder.decodePage(from: Data(body.utf8))
        }
    }
}
