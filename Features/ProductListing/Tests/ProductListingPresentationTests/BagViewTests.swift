import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Bag screen")
@MainActor
struct BagViewTests {
    private func bagWithBlackL(quantity: Int = 1) async throws -> (ProductListingScreensHarness, BagView) {
        let harness = try ProductListingScreensHarness.shop()
        for _ in 0..<quantity { try await harness.addToBag("TEE", colour: "black", size: "L") }
        return (harness, await harness.bagView())
    }

    @Test("Given nothing added When the bag opens Then it says it is empty and how to fill it")
    func empty() async throws {
        let view = await (try ProductListingScreensHarness.shop()).bagView()

        #expect(view.title == "Bag")
        #expect(view.render() == ["  Your bag is empty — open a product and type add to put it here."])
    }

    @Test("Given two of a size When the bag opens Then its row reads brand, name, colour, size, quantity, price and line total")
    func row() async throws {
        let (_, view) = try await bagWithBlackL(quantity: 2)

        #expect(
            view.render() == [
                "  1. Maison Élodie · Élise Tee · Black · L · 2 × £12.00 = £24.00",
                "2 items · Total: £24.00",
                "Type qty NUMBER QUANTITY to change a quantity, remove and a number to take a line out, move and a number to save it to your wishlist.",
            ])
    }

    @Test("Given a one-size product in the bag When the bag opens Then its size reads One size")
    func oneSizeRow() async throws {
        let harness = try ProductListingScreensHarness.shop()
        try await harness.addToBag("CAP", colour: "red")

        let view = await harness.bagView()

        #expect(view.render().first == "  1. Maison Élodie · Cap · Red · One size · 1 × £9.00 = £9.00")
    }

    @Test("Given 5 left When qty 1 99 is typed Then it says only 5 are left and the line holds 5")
    func quantityCapped() async throws {
        let (harness, view) = try await bagWithBlackL()

        let outcome = await harness.run("qty", ["1", "99"], on: view)

        #expect(outcome == .messageThenRender("Only 5 left of Élise Tee · Black · L — the quantity is now 5."))
        #expect(view.render().first == "  1. Maison Élodie · Élise Tee · Black · L · 5 × £12.00 = £60.00")
    }

    @Test("Given a line When qty 1 3 is typed Then the bag shows 3 with no message")
    func quantityChanged() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(await harness.run("qty", ["1", "3"], on: view) == .render)
        #expect(view.render()[1] == "3 items · Total: £36.00")
    }

    @Test("Given a line When qty 1 0 is typed Then it leaves the bag")
    func quantityZero() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(
            await harness.run("qty", ["1", "0"], on: view) == .messageThenRender("Removed from your bag: Élise Tee · Black · L."))
        #expect(view.viewModel.visibleLines.isEmpty)
    }

    @Test(
        "Given a line When qty is typed with a negative, a word or a missing quantity Then it shows how to type it",
        arguments: [["1", "-1"], ["1", "two"], ["1"], ["1", "2", "3"]]
    )
    func quantityUsage(_ arguments: [String]) async throws {
        let (harness, view) = try await bagWithBlackL()

        let outcome = await harness.run("qty", arguments, on: view)

        #expect(outcome == .failure("Type qty, a line number and a quantity from 0 — for example: qty 1 2."))
        #expect(view.viewModel.visibleLines.first?.quantity == 1)
    }

    @Test("Given one line When qty 2 1 is typed Then it says there is no line 2")
    func quantityOfNoLine() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(await harness.run("qty", ["2", "1"], on: view) == .failure("there is no item 2 — type a number from 1 to 1"))
    }

    @Test("Given a line When remove 1 is typed Then it leaves the bag and the bag says it is empty")
    func remove() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(
            await harness.run("remove", ["1"], on: view) == .messageThenRender("Removed from your bag: Élise Tee · Black · L."))
        #expect(view.render() == ["  Your bag is empty — open a product and type add to put it here."])
    }

    @Test("Given a line When move 1 is typed Then it leaves the bag for the wishlist, with its size")
    func moveToWishlist() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(
            await harness.run("move", ["1"], on: view) == .messageThenRender("Moved to your wishlist: Élise Tee · Black · L."))
        #expect(view.viewModel.visibleLines.isEmpty)
        #expect(await harness.wishlistView().render().first == "  1. Maison Élodie · Élise Tee · Black · £12.00 · size L")
    }

    @Test("Given a line in Black When open 1 is typed Then the flow hears the product and its colour")
    func open() async throws {
        let (harness, view) = try await bagWithBlackL()

        #expect(await harness.run("open", ["1"], on: view) == .silent)
        #expect(harness.steps == [.productTappedFromBag(styleNumber: "TEE", colourId: "black")])
    }

    @Test("Given a line holding more than the stock left now When the bag opens Then the row says how many are left")
    func stockFell() async throws {
        let view = await ProductListingScreensHarness.fixedBagView([
            FixedShoppingBag.line("Tee", minorUnits: 1_200, quantity: 3, stock: 2)
        ])

        #expect(view.render().first == "  1. Maison Élodie · Tee · Navy · M · 3 × £12.00 = £36.00 · only 2 left")
    }

    @Test("Given a line whose variant has none left now When the bag opens Then the row says out of stock")
    func soldOutSinceAdded() async throws {
        let view = await ProductListingScreensHarness.fixedBagView([FixedShoppingBag.line("Tee", minorUnits: 1_200, stock: 0)])

        #expect(view.render().first?.hasSuffix(" · out of stock") == true)
    }
}
