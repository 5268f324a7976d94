import Localization
import ProductListingPresentation
import Testing

@Suite("ProductListing string tables")
struct ProductListingStringTablesTests {
    @Test(
        "Given the ProductListing string tables When audited Then every app language has every key, with every plural form it needs"
    )
    func complete() {
        #expect(StringCatalogAudit.problems(in: ProductListingStrings.catalog) == [])
    }
}
