import Localization
import Testing

/// A catalog for `TestKey` that is complete in English and Russian; each test breaks one thing.
private struct CatalogFixture {
    var english: [String: StringTableEntry] = [
        "greeting": .text("Hello, {name}!"),
        "files": .plural([.one: "One file", .other: "{count} files"]),
        "onlyInEnglish": .text("Only English"),
    ]
    var russian: [String: StringTableEntry] = [
        "greeting": .text("Привет, {name}!"),
        "files": .plural([.one: "{count} файл", .few: "{count} файла", .many: "{count} файлов", .other: "{count} файла"]),
        "onlyInEnglish": .text("Только английский"),
    ]

    var catalog: StringCatalog<TestKey> {
        StringCatalog(tables: [
            StringTable(languageCode: "en", entries: english),
            StringTable(languageCode: "ru", entries: russian),
        ])
    }

    func problems() -> [String] {
        StringCatalogAudit.problems(in: catalog, languages: [.english, .russian])
    }
}

@Suite("Given a string catalog audited in English and Russian")
struct StringCatalogAuditTests {
    @Test("When every key is translated with every form and placeholder Then there are no problems")
    func complete() {
        #expect(CatalogFixture().problems() == [])
    }

    @Test("When a language lacks a key Then the missing key is reported")
    func missingKey() {
        var fixture = CatalogFixture()
        fixture.russian["greeting"] = nil
        #expect(fixture.problems() == ["ru: missing greeting"])
    }

    @Test("When a table has a key the feature does not declare Then the extra key is reported")
    func extraKey() {
        var fixture = CatalogFixture()
        fixture.russian["farewell"] = .text("Пока")
        #expect(fixture.problems() == ["ru: farewell is not a key of TestKey"])
    }

    @Test("When a Russian plural entry has no few form Then the missing form is reported")
    func missingPluralForm() {
        var fixture = CatalogFixture()
        fixture.russian["files"] = .plural([.one: "{count} файл", .many: "{count} файлов", .other: "{count} файла"])
        #expect(fixture.problems() == ["ru: files lacks the plural form few"])
    }

    @Test("When a translation uses a placeholder English does not have Then the unknown placeholder is reported")
    func unknownPlaceholder() {
        var fixture = CatalogFixture()
        fixture.russian["greeting"] = .text("Привет, {nmae}!")
        #expect(
            fixture.problems() == [
                "ru: greeting has the unknown placeholder {nmae}",
                "ru: greeting drops the placeholder {name}",
            ])
    }

    @Test("When a plural form leaves out {count} Then that is not a problem")
    func countMayBeDropped() {
        var fixture = CatalogFixture()
        fixture.russian["files"] = .plural([
            .one: "один файл", .few: "{count} файла", .many: "{count} файлов", .other: "{count} файла",
        ])
        #expect(fixture.problems() == [])
    }

    @Test("When a language has no table at all Then that is reported once")
    func noTable() {
        let catalog = StringCatalog<TestKey>(tables: [StringTable(languageCode: "en", entries: CatalogFixture().english)])
        #expect(StringCatalogAudit.problems(in: catalog, languages: [.english, .russian]) == ["ru: no string table"])
    }

    @Test("When no languages are named Then every supported language without a table is reported")
    func defaultLanguages() {
        let problems = StringCatalogAudit.problems(in: CatalogFixture().catalog)
        let expected = SupportedAppLanguages.all.map(\.code).filter { !["en", "ru"].contains($0) }.map {
            "\($0): no string table"
        }
        #expect(problems == expected)
    }
}
