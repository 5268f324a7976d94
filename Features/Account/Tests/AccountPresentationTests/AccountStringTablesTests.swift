import AccountPresentation
import Localization
import Testing

@Suite("Account strings")
struct AccountStringTablesTests {
    @Test(
        "Given the Account string tables When they are audited Then every key is present in every app language with its placeholders"
    )
    func stringTablesComplete() {
        let problems = StringCatalogAudit.problems(in: AccountStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
