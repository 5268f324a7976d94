import FeatureHost
import Localization
import Testing

@Suite("FeatureHost string tables")
struct FeatureHostStringTablesTests {
    @Test(
        "Given the FeatureHost string tables When they are audited Then every key is present in every app language with its placeholders"
    )
    func complete() {
        let problems = StringCatalogAudit.problems(in: FeatureHostStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
