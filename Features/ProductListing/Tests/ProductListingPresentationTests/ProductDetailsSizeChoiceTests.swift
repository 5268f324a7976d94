import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Choosing a size on a product's details")
@MainActor
struct ProductDetailsSizeChoiceTests {
    @Test("Given a product in Navy When size m is typed, then add Then one M is added with no size on add")
    func sizeThenAdd() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(await harness.run("size", ["m"], on: view) == .render)
        let outcome = await harness.run("add", [], on: view)

        #expect(outcome == .message("Added to your bag: Élise Tee · Navy · M."))
        #expect(await harness.bagView().viewModel.visibleLines.map(\.sku) == ["TEE-navy-M"])
    }

    @Test("Given a size chosen When the details render Then that size is ticked and the hint asks for no size")
    func chosenSizeShows() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        _ = await harness.run("size", ["M"], on: view)

        let lines = view.render()
        #expect(lines.contains { $0.hasPrefix("    M ✓") })
        #expect(lines.last == "Type add to put one in your bag, or wish to save it for later.")
    }

    @Test("Given a size the colour does not come in When it is typed Then the colour's sizes are listed and nothing is chosen")
    func unknownSize() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        let outcome = await harness.run("size", ["XXL"], on: view)

        guard case .failure(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.hasPrefix("There is no size \"XXL\" in Navy — choose one of: "))
        #expect(view.viewModel.selectedSize == nil)
    }

    @Test("Given a one-size product When size is typed Then it says add needs no size")
    func oneSizeProduct() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "CAP")

        #expect(await harness.run("size", ["M"], on: view) == .failure("This product comes in one size — type add."))
    }
}
