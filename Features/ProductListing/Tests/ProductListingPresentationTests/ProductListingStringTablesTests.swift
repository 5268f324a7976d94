import Localization
import ProductListingPresentation
import Testing

@Suite("ProductListing string tables")
struct ProductListingStringTablesTests {
    @Test("Given the ProductListing string tables When they are audited Then every key is present in every app language with its placeholders and plural forms")
    func complete() {
        let problems = StringCatalogAudit.problems(in: ProductListingStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
