import LanguagesPresentation
import Localization
import Testing

@Suite("Languages string tables")
struct LanguagesStringTablesTests {
    @Test(
        "Given the Languages string tables When they are audited Then every key is present in every app language with its placeholders and plural forms"
    )
    func complete() {
        let problems = StringCatalogAudit.problems(in: LanguagesStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
