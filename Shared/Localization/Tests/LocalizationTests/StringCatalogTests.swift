import Foundation
import Localization
import Testing

@Suite("Given a string catalog")
struct StringCatalogTests {
    private let catalog = StringCatalog<TestKey>(tables: [
        StringTable(languageCode: "en", entries: ["greeting": .text("Hello"), "onlyInEnglish": .text("Only English")]),
        StringTable(languageCode: "ru", entries: ["greeting": .text("Привет")]),
    ])

    @Test("When a key is in the language's table Then that language's entry is used")
    func ownEntry() {
        #expect(catalog.entry(.greeting, languageCode: "ru") == .text("Привет"))
    }

    @Test("When a key is missing from the language's table Then the English entry is used")
    func englishFallback() {
        #expect(catalog.entry(.onlyInEnglish, languageCode: "ru") == .text("Only English"))
        #expect(catalog.entry(.greeting, languageCode: "fr") == .text("Hello"))
    }

    @Test("When a key is in no table Then there is no entry")
    func noEntry() {
        #expect(catalog.entry(.files, languageCode: "ru") == nil)
    }

    @Test("When two tables share a language code Then the later one is kept")
    func laterTableWins() {
        let catalog = StringCatalog<TestKey>(tables: [
            StringTable(languageCode: "en", entries: ["greeting": .text("first")]),
            StringTable(languageCode: "en", entries: ["greeting": .text("second")]),
        ])
        #expect(catalog.tables.count == 1)
        #expect(catalog.entry(.greeting, languageCode: "en") == .text("second"))
    }
}

@Suite("Given a folder of string files")
struct StringCatalogLoadingTests {
    @Test("When the catalog is loaded Then readable tables of supported languages are kept and others skipped")
    func load() throws {
        let folder = try StringFolder(["en": #"{"greeting": "Hello"}"#, "ru": #"{"greeting": "Привет"}"#])
        defer { folder.remove() }
        let strings = folder.strings
        try Data(#"{"greeting": "#.utf8).write(to: strings.appendingPathComponent("fr.json"))
        try Data(#"{"greeting": "Hallo"}"#.utf8).write(to: strings.appendingPathComponent("nl.json"))
        let bundle = try #require(Bundle(path: folder.root.path))

        let catalog = StringCatalog<TestKey>.load(from: bundle)

        #expect(catalog.tables.keys.sorted() == ["en", "ru"])
        #expect(catalog.entry(.greeting, languageCode: "ru") == .text("Привет"))
    }

    @Test("When only Russian is asked for Then the other tables are read only when needed")
    func readsTablesOnFirstUse() throws {
        let folder = try StringFolder(["en": #"{"greeting": "Hello"}"#, "ru": #"{"greeting": "Привет"}"#])
        defer { folder.remove() }
        let strings = folder.strings
        let bundle = try #require(Bundle(path: folder.root.path))
        let catalog = StringCatalog<TestKey>.load(from: bundle)

        #expect(catalog.entry(.greeting, languageCode: "ru") == .text("Привет"))
        try FileManager.default.removeItem(at: strings.appendingPathComponent("en.json"))

        #expect(catalog.tables.keys.sorted() == ["ru"])
    }

    @Test("When a target's resource folder is not beside the executable Then the fallback bundle's tables are read")
    func fallsBackToTheBundle() throws {
        let folder = try StringFolder(["en": #"{"greeting": "Hello"}"#])
        defer { folder.remove() }
        let bundle = try #require(Bundle(path: folder.root.path))
        var fellBack = false

        let catalog = StringCatalog<TestKey>.load(resources: "NoSuchPackage_NoSuchTarget") {
            fellBack = true
            return bundle
        }

        #expect(fellBack)
        #expect(catalog.entry(.greeting, languageCode: "en") == .text("Hello"))
    }
}

/// A temporary bundle folder with `Strings/<code>.json` files.
private struct StringFolder {
    let root: URL
    var strings: URL { root.appendingPathComponent("Strings") }

    init(_ tables: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Strings"), withIntermediateDirectories: true)
        for (code, json) in tables {
            try Data(json.utf8).write(to: root.appendingPathComponent("Strings/\(code).json"))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
