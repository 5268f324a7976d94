import ProductListingDataDomainInterface
import ProductListingDomain
import Testing

@Suite("Searching the brands")
struct SearchProductBrandsUseCaseTests {
    private let search = SearchProductBrandsUseCase(index: ProductBrandIndex())
    private let brands = ["3 Rivers", "Åsa Berg", "Atelier Noël", "Émile", "Łucja Nowak", "Lumière", "Søren & Co"].map {
        ProductBrandDomainModel(id: $0, name: $0, productCount: 1)
    }

    @Test("Given brands A to Z When no text is typed Then they stand under their folded first letters, other names last under #")
    func groupsByLetter() {
        let groups = search.execute(text: "", in: brands)

        #expect(groups.map(\.heading) == ["A", "E", "L", "S", "#"])
        #expect(groups.first?.brands.map(\.name) == ["Åsa Berg", "Atelier Noël"])
        #expect(groups[2].brands.map(\.name) == ["Łucja Nowak", "Lumière"])
        #expect(groups.last?.brands.map(\.name) == ["3 Rivers"])
    }

    @Test(
        "Given brands When text is typed Then names holding it match, case, accents and strokes ignored",
        arguments: [("SOREN", ["Søren & Co"]), ("lucja", ["Łucja Nowak"]), ("noel", ["Atelier Noël"]), ("zz", [])]
    )
    func matchesFoldedNames(_ text: String, _ expected: [String]) {
        #expect(search.execute(text: text, in: brands).flatMap(\.brands).map(\.name) == expected)
    }
}
