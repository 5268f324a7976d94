import Localization
import ReplKit
import Testing

@Suite("Given the screen API's bundled strings")
struct ReplKitStringsTests {
    @Test("When every language's table is audited Then every key is there with its placeholders and nothing extra")
    func complete() {
        let problems = StringCatalogAudit.problems(in: ReplKitStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("When a message is looked up in the default language Then the English text is filled")
    func englishLookup() {
        let strings = ReplKitStrings.localizer(CurrentAppLanguage())
        #expect(
            strings.text(.itemNumberOutOfRange, ["number": "9", "last": "3"]) == "there is no item 9 — type a number from 1 to 3")
    }
}
