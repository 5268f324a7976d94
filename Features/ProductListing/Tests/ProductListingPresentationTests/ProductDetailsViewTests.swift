import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Product details screen")
@MainActor
struct ProductDetailsViewTests {
    private func harness() throws -> ProductListingScreensHarness {
        try ProductListingScreensHarness(
            catalogFile: try ProductCatalogFixture.file([
                ProductCatalogFixture.line(
                    styleNumber: "MS1", name: "Søren Shirt", colours: ["Navy", "Écru"], sizes: ["M", "L"],
                    stock: ["navy/M": 2, "navy/L": 0, "écru/M": 1, "écru/L": 7]
                )
            ]))
    }

    @Test("Given a product When its details open Then the sizes of its first colour show their stock")
    func firstColourSizes() async throws {
        let view = await (try harness()).detailsView(styleNumber: "MS1")

        #expect(view.title == "Maison Élodie · Søren Shirt")
        #expect(view.render().contains("  Style number: MS1"))
        #expect(Array(view.render().dropLast(2).suffix(3)) == ["  Sizes in Navy:", "    M · 2 left", "    L · out of stock"])
    }

    @Test("Given a product When colour ecru is typed without the accent Then the sizes in Écru show")
    func chooseColour() async throws {
        let harness = try harness()
        let view = await harness.detailsView(styleNumber: "MS1")

        #expect(await harness.run("colour", ["ecru"], on: view) == .render)
        #expect(view.render().contains("    L · 7 left"))
    }

    @Test("Given a product When an unknown colour is typed Then it lists the colours there are")
    func unknownColour() async throws {
        let harness = try harness()
        let view = await harness.detailsView(styleNumber: "MS1")

        #expect(
            await harness.run("colour", ["Red"], on: view) == .failure("There is no colour \"Red\" — choose one of: Navy, Écru."))
    }

    @Test("Given no such product When its details open Then it says there is none")
    func unknownProduct() async throws {
        let view = await (try harness()).detailsView(styleNumber: "nope")

        #expect(view.render() == ["  There is no product \"nope\"."])
    }
}
