import Localization
import ReplHost
import Testing

@Suite("Given the REPL host's bundled strings")
struct ReplHostStringsTests {
    @Test("When the English table is audited Then every key is there with its placeholders and nothing extra")
    func englishComplete() {
        #expect(StringCatalogAudit.problems(in: ReplHostStrings.catalog, languages: [SupportedAppLanguages.english]) == [])
    }

    @Test("When every app language's table is audited Then each has every key, its placeholders and plural forms")
    func everyLanguageComplete() {
        let problems = StringCatalogAudit.problems(in: ReplHostStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("When a message is looked up in the default language Then the English text is filled")
    func englishLookup() {
        let strings = ReplHostStrings.localizer(CurrentAppLanguage())
        #expect(strings.text(.usage, ["usage": "open <item>"]) == "usage: open <item>")
    }
}
