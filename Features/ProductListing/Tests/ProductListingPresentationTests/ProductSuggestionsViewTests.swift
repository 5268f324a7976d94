import Navigation
import ProductListingDependencyContainer
import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Suggestions: numbered across searches, brands and products, each opened by its number")
@MainActor
struct ProductSuggestionsViewTests {
    /// The flow on the shop's listing, with `suggest TEXT` typed there.
    private func suggested(_ text: String, appLanguage: String = "en") async throws -> (
        ProductListingScreensHarness, ProductListingFlow, ProductSuggestionsView
    ) {
        let harness = try ProductListingScreensHarness(
            appLanguage: appLanguage, catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        let flow = ProductListingFlow(diContainer: harness.container, navigation: NavigationStack())
        flow.start()
        let listing = try #require(await flow.appearedTop())
        _ = await harness.run("suggest", [text], on: listing)
        return (harness, flow, try #require(await flow.appearedTop() as? ProductSuggestionsView))
    }

    @Test("Given the shop When suggest den is typed Then searches and products are numbered as one list")
    func numbered() async throws {
        let (_, _, view) = try await suggested("den")

        #expect(view.title == "Suggestions for \"den\"")
        #expect(
            view.render() == [
                "Searches",
                "  1. denim (3)",
                "Products",
                "  2. Søren & Co · Søren Denim Jacket · £80.00",
                "  3. Otto Weiß · Denim Jeans · £50.00 · 2 colours",
                "  4. Café Crème · Wool Scarf · £25.00",
                "Type open and a number to search for it, see that brand's products or see that product.",
            ])
    }

    @Test("Given the shop When suggest cafe is typed Then the brands carry on the searches' numbering")
    func brandsNumbered() async throws {
        let (_, _, view) = try await suggested("cafe")

        #expect(view.render().joined(separator: "\n").contains("Brands\n  2. Café Crème (2)\n  3. Café Noir (1)"))
    }

    @Test("Given suggestions When a search's number is opened Then its results are listed, best matches first")
    func openSearch() async throws {
        let (harness, flow, view) = try await suggested("den")

        #expect(await harness.run("open", ["1"], on: view) == .silent)

        let listing = try #require(await flow.appearedTop() as? ProductListingView)
        #expect(listing.viewModel.query.searchText == "denim")
        #expect(listing.viewModel.visibleProducts.map(\.styleNumber) == ["B", "E", "C"])
        #expect(listing.render()[3] == "Page 1 of 1 · 3 products · best matches first · search \"denim\"")
    }

    @Test("Given suggestions When a brand's number is opened Then that brand's products are listed")
    func openBrand() async throws {
        let (harness, flow, view) = try await suggested("cafe")

        _ = await harness.run("open", ["3"], on: view)

        let listing = try #require(await flow.appearedTop() as? ProductListingView)
        #expect(listing.viewModel.query.filters.brandIds == ["b06"])
        #expect(listing.viewModel.visibleProducts.map(\.styleNumber) == ["F"])
    }

    @Test("Given suggestions When a product's number is opened Then its details show")
    func openProduct() async throws {
        let (harness, flow, view) = try await suggested("den")

        _ = await harness.run("open", ["3"], on: view)

        let details = try #require(await flow.appearedTop() as? ProductDetailsView)
        #expect(details.viewModel.styleNumber == "E")
    }

    @Test("Given four suggestions When open 9 is typed Then it says which numbers there are and nothing opens")
    func outOfRange() async throws {
        let (harness, flow, view) = try await suggested("den")

        #expect(await harness.run("open", ["9"], on: view) == .failure("there is no item 9 — type a number from 1 to 4"))
        #expect(flow.navigation.count == 2)
    }

    @Test("Given suggestions in French When they show Then the headings and the hint are French")
    func french() async throws {
        let (_, _, view) = try await suggested("den", appLanguage: "fr")

        #expect(view.title == "Suggestions pour « den »")
        #expect(view.render().first == "Recherches")
        #expect(view.render().last?.hasPrefix("Tapez open et un numéro") == true)
    }
}
