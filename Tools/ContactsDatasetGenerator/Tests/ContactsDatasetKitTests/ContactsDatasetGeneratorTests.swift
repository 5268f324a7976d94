import Foundation
import Testing

@testable import ContactsDatasetKit

@Suite("Contacts dataset generator")
struct ContactsDatasetGeneratorTests {
    static func records(_ text: String) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return try #require(json?["results"] as? [[String: Any]])
    }

    @Test("Given the default seed When the dataset is generated twice Then both are byte-identical")
    func deterministic() {
        #expect(ContactsDatasetGenerator().generate() == ContactsDatasetGenerator().generate())
    }

    @Test("Given another seed When the dataset is generated Then it differs")
    func seedMatters() {
        #expect(ContactsDatasetGenerator(seed: "other").generate() != ContactsDatasetGenerator().generate())
    }

    @Test("Given the default generator When its output is parsed Then it is JSON with 520 records and the 1.4 info")
    func validResponse() throws {
        let text = ContactsDatasetGenerator().generate()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let info = try #require(json["info"] as? [String: Any])
        #expect(try Self.records(text).count == 520)
        #expect(info["seed"] as? String == "mosaic")
        #expect(info["results"] as? Int == 520)
        #expect(info["page"] as? Int == 1)
        #expect(info["version"] as? String == "1.4")
    }

    @Test("Given the default generator When records are written Then each one is on its own line")
    func oneRecordPerLine() {
        let lines = ContactsDatasetGenerator().generate().split(separator: "\n")
        #expect(lines.count == 520 + 2)
    }

    @Test("Given the broken records When they are generated Then each has exactly its fault")
    func brokenRecords() throws {
        let records = try Self.records(ContactsDatasetGenerator().generate())
        let login = try #require(records[41]["login"] as? [String: Any])
        let dob173 = try #require(records[173]["dob"] as? [String: Any])
        let dob302 = try #require(records[302]["dob"] as? [String: Any])
        let location = try #require(records[467]["location"] as? [String: Any])
        let street = try #require(location["street"] as? [String: Any])
        #expect(login["uuid"] == nil)
        #expect((dob173["date"] as? String)?.wholeMatch(of: /\d{2}\.\d{2}\.\d{4}/) != nil)
        #expect(dob302["age"] is String)
        #expect((street["number"] as? String)?.hasSuffix("B") == true)
    }

    @Test("Given the featured people When the dataset is generated Then their names are in it")
    func featuredNames() {
        let text = ContactsDatasetGenerator().generate()
        for name in ["José", "Zoë", "Ørjan", "Müller", "Çelik", "Оксана", "زهرا", "Дмитрий"] {
            #expect(text.contains("\"\(name)\""), "missing \(name)")
        }
    }

    @Test("Given GB and NL records When generated Then postcodes are text, and numbers elsewhere")
    func postcodeTypes() throws {
        for record in try Self.records(ContactsDatasetGenerator().generate()) {
            let nat = try #require(record["nat"] as? String)
            let location = try #require(record["location"] as? [String: Any])
            let isText = location["postcode"] is String
            #expect(isText == ["GB", "NL"].contains(nat), "\(nat) postcode")
        }
    }

    @Test("Given Cyrillic and Persian names When emails are written Then they are ASCII")
    func asciiEmails() throws {
        for record in try Self.records(ContactsDatasetGenerator().generate()) {
            let email = try #require(record["email"] as? String)
            #expect(email.wholeMatch(of: /[a-z0-9]+\.[a-z0-9]+@example\.com/) != nil, "\(email)")
        }
    }

    @Test("Given a birth date When its age is taken on 2026-01-01 Then birthdays later in the year do not count yet")
    func ageAtReferenceDate() {
        let born = CivilDateTime(daysSinceEpoch: CivilDateTime.daysSinceEpoch(year: 1993, month: 7, day: 20))
        let newYear = CivilDateTime(daysSinceEpoch: CivilDateTime.daysSinceEpoch(year: 1990, month: 1, day: 1))
        #expect(born.age(at: PersonRecordBuilder.referenceDate) == 32)
        #expect(newYear.age(at: PersonRecordBuilder.referenceDate) == 36)
        #expect(born.iso8601 == "1993-07-20T00:00:00.000Z")
    }

    @Test("Given names with diacritics When folded for an email Then they become plain ASCII")
    func folding() {
        #expect(ASCIIFolding.emailPart("Ørjan") == "orjan")
        #expect(ASCIIFolding.emailPart("Müller") == "muller")
        #expect(ASCIIFolding.emailPart("Çelik") == "celik")
        #expect(ASCIIFolding.emailPart("İsmail Yıldız") == "ismailyildiz")
        #expect(ASCIIFolding.emailPart("van den Berg") == "vandenberg")
        #expect(ASCIIFolding.emailPart("O'Connor") == "oconnor")
    }
}
