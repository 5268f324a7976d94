import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Wishlist screen")
@MainActor
struct WishlistViewTests {
    private func wishlist(_ saved: [(String, String)]) async throws -> (ProductListingScreensHarness, WishlistView) {
        let harness = try ProductListingScreensHarness.shop()
        for (styleNumber, colour) in saved { try await harness.wish(styleNumber, colour: colour) }
        return (harness, await harness.wishlistView())
    }

    @Test("Given nothing saved When the wishlist opens Then it says it is empty and how to fill it")
    func empty() async throws {
        let (_, view) = try await wishlist([])

        #expect(view.title == "Wishlist")
        #expect(view.render() == ["  Your wishlist is empty — open a product and type wish to save it here."])
    }

    @Test("Given two saved products When the wishlist opens Then the newest is first, each with colour and price")
    func rows() async throws {
        let (_, view) = try await wishlist([("TEE", "navy"), ("CAP", "red")])

        #expect(
            view.render() == [
                "  1. Maison Élodie · Cap · Red · £9.00",
                "  2. Maison Élodie · Élise Tee · Navy · £12.00",
                "2 saved products",
                "Type add NUMBER size=SIZE to move one to your bag, remove and a number to take it off, open and a number to see it.",
            ])
    }

    @Test("Given a product with sizes saved When add 1 is typed with no size Then it asks for one with an example for that row")
    func addWithoutSize() async throws {
        let (harness, view) = try await wishlist([("TEE", "navy")])

        let outcome = await harness.run("add", ["1"], on: view)

        #expect(outcome == .failure("Choose a size — Navy comes in S, M, L. For example: add 1 size=S."))
        #expect(view.viewModel.visibleItems.count == 1)
    }

    @Test("Given a product saved When add 1 size=M is typed Then it moves to the bag and leaves the wishlist")
    func addWithSize() async throws {
        let (harness, view) = try await wishlist([("TEE", "navy")])

        let outcome = await harness.run("add", ["1", "size=M"], on: view)

        #expect(outcome == .messageThenRender("Moved to your bag: Élise Tee · Navy · M."))
        #expect(view.viewModel.visibleItems.isEmpty)
        #expect(await harness.bagView().viewModel.visibleLines.map(\.sku) == ["TEE-navy-M"])
    }

    @Test("Given a one-size product saved When add 1 is typed Then it moves to the bag")
    func addOneSize() async throws {
        let (harness, view) = try await wishlist([("CAP", "red")])

        #expect(await harness.run("add", ["1"], on: view) == .messageThenRender("Moved to your bag: Cap · Red · One size."))
    }

    @Test("Given a product saved When add 1 colour=red is typed Then it says how to type add")
    func addUnknownArgument() async throws {
        let (harness, view) = try await wishlist([("CAP", "red")])

        let outcome = await harness.run("add", ["1", "colour=red"], on: view)

        #expect(outcome == .failure("\"colour=red\" is not understood here — type add <number> [size=<size>]."))
    }

    @Test("Given a product saved When remove 1 is typed Then it leaves the wishlist")
    func remove() async throws {
        let (harness, view) = try await wishlist([("CAP", "red")])

        #expect(await harness.run("remove", ["1"], on: view) == .messageThenRender("Removed from your wishlist: Cap · Red."))
        #expect(view.viewModel.visibleItems.isEmpty)
    }

    @Test("Given a product saved in Navy When open 1 is typed Then the flow hears the product and its colour")
    func open() async throws {
        let (harness, view) = try await wishlist([("TEE", "navy")])

        #expect(await harness.run("open", ["1"], on: view) == .silent)
        #expect(harness.steps == [.productTappedFromWishlist(styleNumber: "TEE", colourId: "navy")])
    }

    @Test("Given two saved products When the wishlist is shown in Russian Then the count takes the few form")
    func russianCount() async throws {
        let harness = try ProductListingScreensHarness.shop(appLanguage: "ru")
        try await harness.wish("TEE", colour: "navy")
        try await harness.wish("CAP", colour: "red")

        let view = await harness.wishlistView()

        #expect(view.render()[2] == "2 сохранённых товара")
    }
}
