import Foundation
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Product listing screen")
@MainActor
struct ProductListingViewTests {
    @Test("Given the bundled catalog When the listing opens Then it shows 20 rows and page 1 of 100 of 2,000 products")
    func firstPage() async throws {
        let harness = try await ProductListingScreensHarness()
        let view = await harness.listingView()

        let lines = view.render()

        #expect(lines.count == 22)
        #expect(lines[20] == "Page 1 of 100 · 2,000 products · newest first")
    }

    @Test("Given the listing in Russian When it opens Then the count takes Russian plural forms")
    func russianPlural() async throws {
        let harness = try await ProductListingScreensHarness(appLanguage: "ru")
        let view = await harness.listingView()

        let status = view.render()[20].replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(
            of: "\u{202F}", with: " ")

        #expect(status == "Страница 1 из 100 · 2 000 товаров · сначала новые")
    }

    @Test("Given a product on sale at different prices When listed Then its row reads from, was and colours")
    func saleRow() async throws {
        let file = try ProductCatalogFixture.file([
            ProductCatalogFixture.line(
                styleNumber: "A", name: "Élise Coat", pricePence: 1_200, wasPence: 2_000, colours: ["Black", "Navy"],
                sizes: ["S", "XL"], sizePrices: ["XL": 1_500]
            )
        ])
        let view = await (try ProductListingScreensHarness(catalogFile: file)).listingView()

        #expect(view.render()[0] == "  1. Maison Élodie · Élise Coat · from £12.00 (was £20.00) · 2 colours")
    }

    @Test("Given a product with no stock When listed Then its row says out of stock")
    func outOfStockRow() async throws {
        let file = try ProductCatalogFixture.file([
            ProductCatalogFixture.line(styleNumber: "A", name: "Cap", sizes: [], stock: ["black/": 0])
        ])
        let view = await (try ProductListingScreensHarness(catalogFile: file)).listingView()

        #expect(view.render()[0] == "  1. Maison Élodie · Cap · £12.00 · out of stock")
    }

    @Test("Given page 1 When next is typed Then page 2 shows")
    func nextPage() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45)))
        let view = await harness.listingView()

        #expect(await harness.run("next", on: view) == .render)
        #expect(view.render().last(where: { $0.hasPrefix("Page") }) == "Page 2 of 3 · 45 products · newest first")
    }

    @Test("Given page 1 When prev is typed Then it says this is the first page")
    func prevOnFirst() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45)))
        let view = await harness.listingView()

        #expect(await harness.run("prev", on: view) == .message("This is the first page."))
    }

    @Test("Given 3 pages When page 4 is asked for Then it says which pages there are")
    func pageOutOfRange() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45)))
        let view = await harness.listingView()

        #expect(await harness.run("page", ["4"], on: view) == .failure("Type page and a number from 1 to 3."))
    }

    @Test("Given the listing When sorted by price high to low Then the dearest comes first and the status says so")
    func sortByPrice() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45)))
        let view = await harness.listingView()

        #expect(await harness.run("sort", ["price-desc"], on: view) == .render)
        #expect(view.viewModel.visibleProducts.first?.styleNumber == "P045")
        #expect(view.render()[20] == "Page 1 of 3 · 45 products · price, high to low")
    }

    @Test("Given the listing When an unknown sort is typed Then it lists the sorts")
    func unknownSort() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(3)))
        let view = await harness.listingView()

        let outcome = await harness.run("sort", ["cheap"], on: view)

        #expect(
            outcome
                == .failure(
                    "Sort by newest, price-asc, price-desc, name-asc, name-desc or, when searching, relevance — for example: sort price-asc."
                ))
    }

    @Test("Given the listing When open 2 is typed Then the flow hears that product's style number")
    func openProduct() async throws {
        let harness = try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(3)))
        let view = await harness.listingView()

        #expect(await harness.run("open", ["2"], on: view) == .silent)
        #expect(harness.steps == [.productTappedFromProductListing(styleNumber: "P002")])
    }
}
