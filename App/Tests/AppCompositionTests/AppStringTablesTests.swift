import AppComposition
import Localization
import Testing

@Suite("App string tables")
struct AppStringTablesTests {
    @Test(
        "Given the App string tables When they are audited Then every key is present in every app language with its placeholders")
    func complete() {
        let problems = StringCatalogAudit.problems(in: AppStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
