import Localization
import Testing

@Suite("Given text typed into a search")
struct SearchFoldingTests {
    @Test("When it is folded Then case, accents and surrounding spaces no longer matter")
    func foldsCaseAndDiacritics() {
        #expect(SearchFolding.folded("  ESPAÑOL ") == SearchFolding.folded("espanol"))
        #expect(SearchFolding.folded("Saint-Étienne") == "saint-etienne")
    }

    @Test("When Cyrillic text is folded Then only its case changes")
    func otherScripts() {
        #expect(SearchFolding.folded("Ольга") == "ольга")
    }
}
