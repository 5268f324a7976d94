import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Adding to the bag and the wishlist from a product's details")
@MainActor
struct ProductDetailsShoppingTests {
    @Test("Given a product with sizes When its details open Then the last line says how to add a size or save it")
    func hintWithSizes() async throws {
        let view = await (try ProductListingScreensHarness.shop()).detailsView(styleNumber: "TEE")

        #expect(view.render().last == "Type size <size>, then add, to put one in your bag, or wish to save it for later.")
    }

    @Test("Given a one-size product When its details open Then the last line says add needs no size")
    func hintOneSize() async throws {
        let view = await (try ProductListingScreensHarness.shop()).detailsView(styleNumber: "CAP")

        #expect(view.render().last == "Type add to put one in your bag, or wish to save it for later.")
    }

    @Test("Given a product in Navy When add size=m is typed Then one M is added and the flow hears it")
    func add() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        let outcome = await harness.run("add", ["size=m"], on: view)

        #expect(outcome == .message("Added to your bag: Élise Tee · Navy · M."))
        #expect(harness.steps == [.addToBagTappedFromProductDetails])
        #expect(await harness.bagView().viewModel.visibleLines.map(\.sku) == ["TEE-navy-M"])
    }

    @Test(
        "Given a product with sizes When add is typed with no size Then it lists the colour's sizes with an example and adds nothing"
    )
    func addWithoutSize() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        let outcome = await harness.run("add", [], on: view)

        #expect(outcome == .failure("Choose a size — Navy comes in S, M, L. For example: add size=S."))
        #expect(harness.steps.isEmpty)
    }

    @Test("Given a product When a size it lacks is typed Then it names the sizes there are")
    func addUnknownSize() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(
            await harness.run("add", ["size=XL"], on: view)
                == .failure("There is no size \"XL\" in Navy — choose one of: S, M, L."))
    }

    @Test("Given a product When two sizes are typed Then the second is named back and nothing is added")
    func addTwoSizes() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(
            await harness.run("add", ["size=M", "size=L"], on: view)
                == .failure(
                    "\"size=L\" is not understood here — type add [size=<size>]."
                ))
        #expect(harness.steps.isEmpty)
    }

    @Test("Given the colour Black chosen When add size=L is typed Then the Black L is added")
    func addInChosenColour() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")
        _ = await harness.run("colour", ["black"], on: view)

        #expect(await harness.run("add", ["size=L"], on: view) == .message("Added to your bag: Élise Tee · Black · L."))
    }

    @Test("Given a size with none left When it is added Then it says so")
    func addOutOfStock() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(await harness.run("add", ["size=S"], on: view) == .failure("Out of stock: Navy · S."))
    }

    @Test("Given the bag holds the last one When add is typed Then it says the bag has it already")
    func addBeyondStock() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "CAP")
        _ = await harness.run("add", [], on: view)

        #expect(await harness.run("add", [], on: view) == .failure("Your bag already holds the last one of Red · One size."))
    }

    @Test("Given a one-size product When add size=M is typed Then it says to type add alone")
    func addSizeToOneSize() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "CAP")

        #expect(await harness.run("add", ["size=M"], on: view) == .failure("This product comes in one size — type add."))
    }

    @Test("Given a product When add is typed with a word that is not size= Then it says how to type add")
    func addUnknownArgument() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(await harness.run("add", ["M"], on: view) == .failure("\"M\" is not understood here — type add [size=<size>]."))
    }

    @Test("Given a product When wish is typed twice Then it is saved once and the second time says it is there")
    func wish() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")

        #expect(await harness.run("wish", [], on: view) == .message("Saved to your wishlist: Élise Tee · Navy."))
        #expect(await harness.run("wish", [], on: view) == .message("Already in your wishlist: Élise Tee · Navy."))
        #expect(await harness.wishlistView().viewModel.visibleItems.count == 1)
    }

    @Test("Given details opened from a Black bag line When they render Then the sizes shown are Black's")
    func opensInColour() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = harness.container.makeProductDetailsView(
            styleNumber: "TEE", colourId: "black", flowStepEmitter: harness.emitter)
        await view.appear()

        #expect(view.render().contains("  Sizes in Black:"))
    }
}
