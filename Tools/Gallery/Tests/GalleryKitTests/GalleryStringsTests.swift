import GalleryKit
import Localization
import Testing

@Suite("Given the gallery's bundled strings")
struct GalleryStringsTests {
    @Test("When every language's table is audited Then every key is there with its placeholders and nothing extra")
    func complete() {
        let problems = StringCatalogAudit.problems(in: GalleryStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
