import Foundation
import Localization
import Testing

@Suite("Given a string table in JSON")
struct StringTableEntryTests {
    @Test("When a value is a string Then it decodes as text")
    func textValue() throws {
        let table = try StringTable(languageCode: "en", json: Data(#"{"greeting": "Hello, {name}!"}"#.utf8))
        #expect(table.languageCode == "en")
        #expect(table.entries == ["greeting": .text("Hello, {name}!")])
    }

    @Test("When a value is an object of plural forms Then it decodes as a plural entry")
    func pluralValue() throws {
        let json =
            #"{"files": {"one": "{count} файл", "few": "{count} файла", "many": "{count} файлов", "other": "{count} файла"}}"#
        let table = try StringTable(languageCode: "ru", json: Data(json.utf8))
        let expected: [PluralCategory: String] = [
            .one: "{count} файл", .few: "{count} файла", .many: "{count} файлов", .other: "{count} файла",
        ]
        #expect(table.entries["files"] == .plural(expected))
    }

    @Test("When a plural object names an unknown category Then decoding fails")
    func unknownCategory() {
        let json = #"{"files": {"one": "a file", "several": "some files"}}"#
        #expect(throws: DecodingError.self) {
            try StringTable(languageCode: "en", json: Data(json.utf8))
        }
    }

    @Test("When a value is neither a string nor an object of strings Then decoding fails")
    func wrongType() {
        #expect(throws: DecodingError.self) {
            try StringTable(languageCode: "en", json: Data(#"{"count": 3}"#.utf8))
        }
    }

    @Test("When all texts of a plural entry are listed Then they come in CLDR category order")
    func allTextsOrder() {
        let entry = StringTableEntry.plural([.other: "o", .one: "1", .few: "f"])
        #expect(entry.allTexts == ["1", "f", "o"])
        #expect(StringTableEntry.text("t").allTexts == ["t"])
    }
}
