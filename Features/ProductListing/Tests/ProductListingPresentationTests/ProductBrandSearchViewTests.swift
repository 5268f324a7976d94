import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Brands under their first letter, searched by name")
@MainActor
struct ProductBrandSearchViewTests {
    private func shopBrands() async throws -> (ProductListingScreensHarness, ProductBrandsView) {
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        return (harness, await harness.brandsView())
    }

    @Test(
        "Given brands starting with an accent, a digit and a letter When they show Then Émile is under E and 3 Suisses under # last"
    )
    func grouping() async throws {
        let lines = [("A", "Émile", "b1"), ("B", "3 Suisses", "b2"), ("C", "Eden", "b3"), ("D", "Anaïs", "b4")].map {
            ProductCatalogFixture.line(styleNumber: $0.0, name: "Tee", brand: $0.1, brandId: $0.2)
        }
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(lines))
        let view = await harness.brandsView()

        #expect(
            Array(view.render().prefix(7)) == [
                "A", "  1. Anaïs · 1 product", "E", "  2. Eden · 1 product", "  3. Émile · 1 product", "#",
                "  4. 3 Suisses · 1 product",
            ])
    }

    @Test("Given the brands When search CAFE is typed Then only the Café brands show, numbered from 1, with the search named")
    func search() async throws {
        let (harness, view) = try await shopBrands()

        #expect(await harness.run("search", ["CAFE"], on: view) == .render)

        #expect(
            view.render() == [
                "C",
                "  1. Café Crème · 2 products",
                "  2. Café Noir · 1 product",
                "2 brands · search \"CAFE\"",
                "Type open and a number to see that brand's products, or search and a few letters to find a brand.",
            ])
    }

    @Test("Given a search for noir When open 1 is typed Then that brand's products are asked for")
    func openAfterSearch() async throws {
        let (harness, view) = try await shopBrands()
        _ = await harness.run("search", ["noir"], on: view)

        #expect(await harness.run("open", ["1"], on: view) == .silent)
        #expect(harness.steps == [.brandTappedFromProductBrands(brandId: "b06")])
    }

    @Test("Given a search without the ø When soren is typed Then Søren & Co is found")
    func foldedLetters() async throws {
        let (harness, view) = try await shopBrands()

        _ = await harness.run("search", ["soren"], on: view)

        #expect(view.viewModel.visibleBrands.map(\.name) == ["Søren & Co"])
    }

    @Test(
        "Given a search nothing matches When the brands show Then it says so and how to see them all; search alone brings them back"
    )
    func noMatch() async throws {
        let (harness, view) = try await shopBrands()
        _ = await harness.run("search", ["zz"], on: view)

        #expect(view.render() == ["  No brand's name holds \"zz\" — type search alone to see every brand."])
        #expect(await harness.run("open", ["1"], on: view) == .failure("there is nothing listed here to pick"))

        _ = await harness.run("search", [], on: view)
        #expect(view.viewModel.visibleBrands.count == 5)
    }
}
