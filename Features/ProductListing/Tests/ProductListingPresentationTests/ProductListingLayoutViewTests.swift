import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("The listing's grid and list layouts")
@MainActor
struct ProductListingLayoutViewTests {
    @Test("Given 20 products When layout grid is typed Then three cells a row fit 80 columns")
    func gridFits80Columns() async throws {
        let harness = try await ProductListingScreensHarness()
        let view = await harness.listingView()

        #expect(await harness.run("layout", ["grid"], on: view) == .render)
        let grid = view.render().dropLast(2)

        #expect(grid.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(grid.first?.hasPrefix("   1. ") == true)
        #expect(grid.first?.contains("  2. ") == true && grid.first?.contains("  3. ") == true)
        #expect(grid.contains { $0.hasPrefix("  19. ") && $0.contains("20. ") })
        #expect(view.render().suffix(2).first == "Page 1 of 100 · 2,000 products · newest first")
    }

    @Test("Given a long name and a sale price When shown in the grid Then they wrap inside the cell")
    func gridWraps() async throws {
        let file = try ProductCatalogFixture.file([
            ProductCatalogFixture.line(
                styleNumber: "A", name: "Tailored Cashmere Crossbody Bag", pricePence: 10_100, wasPence: 16_800,
                colours: ["Black", "Navy", "Sand"]
            )
        ])
        let harness = try ProductListingScreensHarness(catalogFile: file)
        let view = await harness.listingView()

        _ = await harness.run("layout", ["grid"], on: view)

        #expect(
            Array(view.render().prefix(5)) == [
                "  1. Maison Élodie",
                "     Tailored Cashmere",
                "     Crossbody Bag",
                "     £101.00 (was £168.00)",
                "     3 colours",
            ])
    }

    @Test("Given the grid chosen When the listing opens again Then it is still a grid")
    func gridRemembered() async throws {
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        let first = await harness.listingView()
        _ = await harness.run("layout", ["grid"], on: first)

        let again = await harness.listingView()

        #expect(again.viewModel.layout == .grid)
        #expect(again.render().first?.contains("2. ") == true)
    }

    @Test("Given the grid When layout list is typed Then a row a product shows again")
    func backToList() async throws {
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        let view = await harness.listingView()
        _ = await harness.run("layout", ["grid"], on: view)

        _ = await harness.run("layout", ["LIST"], on: view)

        #expect(view.render().first == "  1. Café Noir · Silk Dress · £120.00")
    }

    @Test("Given an unknown layout When typed Then it names the layouts")
    func unknownLayout() async throws {
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        let view = await harness.listingView()

        #expect(await harness.run("layout", ["table"], on: view) == .failure("Type layout grid or layout list."))
    }
}
