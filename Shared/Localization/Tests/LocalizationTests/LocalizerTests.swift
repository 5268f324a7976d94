import Localization
import Testing

private let catalog = StringCatalog<TestKey>(tables: [
    StringTable(
        languageCode: "en",
        entries: [
            "greeting": .text("Hello, {name}!"),
            "files": .plural([.one: "{count} file in {folder}", .other: "{count} files in {folder}"]),
            "onlyInEnglish": .text("Only English"),
        ]),
    StringTable(
        languageCode: "ru",
        entries: [
            "greeting": .text("Привет, {name}!"),
            "files": .plural([.one: "{count} файл", .few: "{count} файла", .many: "{count} файлов", .other: "{count} файла"]),
        ]),
    StringTable(
        languageCode: "de",
        entries: [
            "files": .plural([.one: "{count} Datei", .other: "{count} Dateien"])
        ]),
])

@Suite("Given a localizer whose app language is Russian")
struct RussianLocalizerTests {
    private let localizer = Localizer(catalog: catalog, currentLanguage: CurrentAppLanguage(.russian))

    @Test("When a text is looked up Then the Russian text comes back with its placeholders filled")
    func text() {
        #expect(localizer.text(.greeting, ["name": "Аня"]) == "Привет, Аня!")
    }

    @Test("When 21 is pluralized Then the one form is used")
    func twentyOne() {
        #expect(localizer.plural(.files, count: 21) == "21 файл")
    }

    @Test("When 22 and 25 are pluralized Then the few and many forms are used")
    func fewAndMany() {
        #expect(localizer.plural(.files, count: 22) == "22 файла")
        #expect(localizer.plural(.files, count: 25) == "25 файлов")
    }

    @Test("When a key has no Russian text Then the English text is used")
    func englishFallback() {
        #expect(localizer.text(.onlyInEnglish) == "Only English")
    }

    @Test("When another language is asked for Then it is used instead of the current one")
    func explicitLanguage() {
        #expect(localizer.text(.greeting, ["name": "Ann"], in: .english) == "Hello, Ann!")
        #expect(localizer.plural(.files, count: 1, ["folder": "Docs"], in: .english) == "1 file in Docs")
    }
}

@Suite("Given a localizer for a catalog with plural entries")
struct LocalizerPluralTests {
    @Test("When a count is pluralized Then {count} is formatted for the language")
    func countFormatting() {
        let german = Localizer(catalog: catalog, currentLanguage: CurrentAppLanguage(.german))
        let english = Localizer(catalog: catalog, currentLanguage: CurrentAppLanguage(.english))
        #expect(german.plural(.files, count: 1_234) == "1.234 Dateien")
        #expect(english.plural(.files, count: 1_234, ["folder": "Docs"]) == "1,234 files in Docs")
    }

    @Test("When a plural entry is read as text Then its other form is used")
    func pluralAsText() {
        let english = Localizer(catalog: catalog, currentLanguage: CurrentAppLanguage(.english))
        #expect(english.text(.files, ["folder": "Docs"]) == "{count} files in Docs")
    }

    @Test("When the language's entry lacks the count's category Then the other form is used")
    func missingCategory() {
        let partial = StringCatalog<TestKey>(tables: [
            StringTable(languageCode: "ru", entries: ["files": .plural([.one: "{count} файл", .other: "{count} файла"])])
        ])
        let localizer = Localizer(catalog: partial, currentLanguage: CurrentAppLanguage(.russian))
        #expect(localizer.plural(.files, count: 5) == "5 файла")
    }

    @Test("When a plain text is pluralized Then it is filled with the count")
    func textEntry() {
        let plain = StringCatalog<TestKey>(tables: [
            StringTable(languageCode: "en", entries: ["files": .text("files: {count}")])
        ])
        let localizer = Localizer(catalog: plain, currentLanguage: CurrentAppLanguage())
        #expect(localizer.plural(.files, count: 3) == "files: 3")
    }
}

@Suite("Given a localizer and keys it cannot find")
struct LocalizerMissingKeyTests {
    @Test("When a key is in no table Then the key itself comes back")
    func rawKey() {
        let empty = Localizer(catalog: StringCatalog<TestKey>(tables: []), currentLanguage: CurrentAppLanguage())
        #expect(empty.text(.greeting) == "greeting")
        #expect(empty.plural(.files, count: 2) == "files")
    }
}

@Suite("Given a localizer sharing the current app language")
struct LocalizerLanguageChangeTests {
    @Test("When the app language changes Then the next lookup uses the new language")
    func followsChange() {
        let current = CurrentAppLanguage(.english)
        let localizer = Localizer(catalog: catalog, currentLanguage: current)
        #expect(localizer.text(.greeting, ["name": "Ann"]) == "Hello, Ann!")

        current.change(to: .russian)

        #expect(localizer.language == .russian)
        #expect(localizer.text(.greeting, ["name": "Аня"]) == "Привет, Аня!")
    }
}
