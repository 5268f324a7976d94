import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Browsing by category and brand")
@MainActor
struct ProductBrowseViewTests {
    private func harness(_ language: String = "en") throws -> ProductListingScreensHarness {
        try ProductListingScreensHarness(
            appLanguage: language, catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
    }

    @Test("Given the listing When categories and brands are typed Then the flow hears each")
    func listingLeadsToBrowsing() async throws {
        let harness = try harness()
        let view = await harness.listingView()

        #expect(await harness.run("categories", on: view) == .silent)
        #expect(await harness.run("brands", on: view) == .silent)
        #expect(harness.steps == [.categoriesTappedFromProductListing, .brandsTappedFromProductListing])
    }

    @Test("Given the shop When the categories show Then each top level is followed by its categories, indented, with counts")
    func categories() async throws {
        let view = await (try harness()).categoriesView()

        #expect(
            view.render() == [
                "  1. Accessories · 1 product",
                "  2.   Scarves · 1 product",
                "  3. Men · 2 products",
                "  4.   Jackets · 1 product",
                "  5.   Trousers · 1 product",
                "  6. Women · 3 products",
                "  7.   Dresses · 1 product",
                "  8.   Tops · 2 products",
                "Type open and a number to see that category's products.",
            ])
    }

    @Test("Given the categories When open 8 is typed Then the flow hears that category")
    func openCategory() async throws {
        let harness = try harness()
        let view = await harness.categoriesView()

        #expect(await harness.run("open", ["8"], on: view) == .silent)
        #expect(harness.steps == [.categoryTappedFromProductCategories(categoryId: "women-tops")])
    }

    @Test("Given a category's listing When it shows Then its title is the category's place in the tree")
    func categoryListingTitle() async throws {
        let view = await (try harness()).listingView(ProductListingQueryDomainModel(categoryId: "women-tops"))

        #expect(view.title == "Women › Tops")
        #expect(view.viewModel.visibleProducts.map(\.styleNumber) == ["D", "A"])
    }

    @Test("Given the shop When the brands show Then they are A to Z under their first letters, with counts and how many")
    func brands() async throws {
        let view = await (try harness()).brandsView()

        #expect(
            view.render() == [
                "C",
                "  1. Café Crème · 2 products",
                "  2. Café Noir · 1 product",
                "O",
                "  3. Ondine · 1 product",
                "  4. Otto Weiß · 1 product",
                "S",
                "  5. Søren & Co · 1 product",
                "5 brands",
                "Type open and a number to see that brand's products, or search and a few letters to find a brand.",
            ])
    }

    @Test("Given the brands When open 1 is typed Then the flow hears that brand")
    func openBrand() async throws {
        let harness = try harness()
        let view = await harness.brandsView()

        #expect(await harness.run("open", ["1"], on: view) == .silent)
        #expect(harness.steps == [.brandTappedFromProductBrands(brandId: "b05")])
    }

    @Test("Given the brands in Russian When they show Then the count takes the Russian plural")
    func russianBrands() async throws {
        let view = await (try harness("ru")).brandsView()

        #expect(view.render().suffix(2).first == "5 брендов")
    }
}
