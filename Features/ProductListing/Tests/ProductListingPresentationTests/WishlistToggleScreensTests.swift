import Analytics
import ProductListingPresentation
import ReplKit
import Testing

@MainActor
@Suite("The wishlist toggle on the shop's screens")
struct WishlistToggleScreensTests {
    private let hintWithWish = "Type size <size>, then add, to put one in your bag, or wish to save it for later."
    private let hintWithoutWish = "Type size <size>, then add, to put one in your bag."
    private let unavailable = "The wishlist is not available."

    @Test("Given the toggles at their defaults When a product's details and the bag show Then wish and move are there")
    func onByDefault() async throws {
        let harness = try ProductListingScreensHarness.shop(toggles: SwitchedProductListingToggles().reading)
        try await harness.addToBag("CAP", colour: "red")

        let details = await harness.detailsView(styleNumber: "TEE")
        let bag = await harness.bagView()

        #expect(details.commands.contains { $0.name == "wish" })
        #expect(details.render().last == hintWithWish)
        #expect(bag.commands.map(\.name) == ["qty", "remove", "move", "open"])
    }

    @Test(
        "Given the wishlist toggled off When a product's details show Then no wish, no wish in the hint, nothing saved or tracked"
    )
    func detailsWithoutWish() async throws {
        let harness = try ProductListingScreensHarness.shop(
            toggles: SwitchedProductListingToggles(ProductListingToggles(wishlist: false)).reading)
        let details = await harness.detailsView(styleNumber: "TEE")

        #expect(!details.commands.contains { $0.name == "wish" })
        #expect(details.render().last == hintWithoutWish)
        #expect(!details.render().contains { $0.contains("wish") })
        #expect(await harness.run("wish", on: details) == nil)
        #expect(await details.viewModel.wishTapped() == .wishlistUnavailable)
        #expect(try await harness.container.domainLayer.getViewWishlistUseCase().execute().isEmpty)
        #expect(harness.analytics.events == [.screenView("product_details", AnalyticsProperty("product_id", "TEE"))])
    }

    @Test("Given the wishlist toggled off When a one-size product's details show Then the hint offers add alone")
    func oneSizeHintWithoutWish() async throws {
        let harness = try ProductListingScreensHarness.shop(
            toggles: SwitchedProductListingToggles(ProductListingToggles(wishlist: false)).reading)

        let details = await harness.detailsView(styleNumber: "CAP")

        #expect(details.render().last == "Type add to put one in your bag.")
    }

    @Test("Given the wishlist toggled off When the bag shows Then it has no move, its hint none, and a line stays put")
    func bagWithoutMove() async throws {
        let harness = try ProductListingScreensHarness.shop(
            toggles: SwitchedProductListingToggles(ProductListingToggles(wishlist: false)).reading)
        try await harness.addToBag("CAP", colour: "red")
        let bag = await harness.bagView()
        let line = try #require(bag.viewModel.visibleLines.first)

        #expect(bag.commands.map(\.name) == ["qty", "remove", "open"])
        #expect(
            bag.render().last == "Type qty NUMBER QUANTITY to change a quantity, or remove and a number to take a line out.")
        #expect(await harness.run("move", ["1"], on: bag) == nil)
        #expect(await bag.viewModel.moveToWishlistTapped(line: line) == .wishlistUnavailable)
        #expect(bag.viewModel.visibleLines.count == 1)
        #expect(harness.analytics.events == [.screenView("bag")])
    }

    @Test(
        "Given the wishlist on screen When the toggle is turned off Then it says the wishlist is not available and accepts nothing"
    )
    func wishlistScreenTurnedOff() async throws {
        let toggles = SwitchedProductListingToggles()
        let harness = try ProductListingScreensHarness.shop(toggles: toggles.reading)
        try await harness.wish("CAP", colour: "red")
        let wishlist = await harness.wishlistView()
        let item = try #require(wishlist.viewModel.visibleItems.first)

        toggles.set { $0.wishlist = false }

        #expect(wishlist.render() == ["  " + unavailable])
        #expect(wishlist.commands.isEmpty)
        #expect(await wishlist.viewModel.removeTapped(item: item) == .wishlistUnavailable)
        #expect(await wishlist.viewModel.addToBagTapped(item: item, size: nil) == .wishlistUnavailable)
        wishlist.viewModel.productTapped(item: item)
        await harness.wishlistView().appear()
        #expect(harness.steps.isEmpty)
        #expect(harness.analytics.events == [.screenView("wishlist")])
        #expect(try await harness.container.domainLayer.getViewWishlistUseCase().execute().count == 1)
    }

    @Test("Given details shown with the wishlist off When it is turned on Then wish comes back and saves the product")
    func turnedOnDuringSession() async throws {
        let toggles = SwitchedProductListingToggles(ProductListingToggles(wishlist: false))
        let harness = try ProductListingScreensHarness.shop(toggles: toggles.reading)
        let details = await harness.detailsView(styleNumber: "TEE")

        toggles.set { $0.wishlist = true }

        #expect(details.render().last == hintWithWish)
        #expect(await harness.run("wish", on: details) == .message("Saved to your wishlist: Élise Tee · Navy."))
        #expect(try await harness.container.domainLayer.getViewWishlistUseCase().execute().count == 1)
    }

    @Test("Given the wishlist toggled off When the details are in German Then the hint is German, without wish")
    func localizedHint() async throws {
        let harness = try ProductListingScreensHarness.shop(
            appLanguage: "de", toggles: SwitchedProductListingToggles(ProductListingToggles(wishlist: false)).reading)

        let details = await harness.detailsView(styleNumber: "CAP")

        #expect(details.render().last == "Geben Sie add ein, um eins in den Warenkorb zu legen.")
    }
}
