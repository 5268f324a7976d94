import Localization
import ProductListingDomain
import ProductListingPresentation
import Testing

@Suite("Import progress line")
struct ProductImportProgressTextTests {
    private let strings = ProductListingStrings.localizer(CurrentAppLanguage())

    @Test("Given the pace and time left When the line is written Then it shows products, the rate and the estimate")
    func paceAndEstimate() {
        let line = ProductImportProgressText.text(
            ProductImportProgressDomainModel(productCount: 120_000, productsPerSecond: 2_150, secondsLeft: 400),
            strings: strings, language: SupportedAppLanguages.english)
        #expect(line == "Setting up the catalog… 120,000 products · 2,150 a second · about 7 min left")
    }

    @Test("Given under a minute and a half left When the line is written Then the estimate is in seconds")
    func secondsLeft() {
        let line = ProductImportProgressText.text(
            ProductImportProgressDomainModel(productCount: 1, productsPerSecond: 10, secondsLeft: 89),
            strings: strings, language: SupportedAppLanguages.english)
        #expect(line == "Setting up the catalog… 1 product · 10 a second · about 89 s left")
    }

    @Test("Given no pace yet, or the indexes being built When the line is written Then it says only what is known")
    func countOnlyAndIndexing() {
        #expect(
            ProductImportProgressText.text(
                ProductImportProgressDomainModel(productCount: 5), strings: strings, language: SupportedAppLanguages.english)
                == "Setting up the catalog… 5 products")
        #expect(
            ProductImportProgressText.text(
                ProductImportProgressDomainModel(productCount: 5, isIndexing: true), strings: strings,
                language: SupportedAppLanguages.english)
                == "Building the catalog's indexes…")
    }
}
