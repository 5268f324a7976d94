import Analytics
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Shop analytics")
@MainActor
struct ProductListingAnalyticsTests {
    @Test(
        "Given the listing When the person searches Then the screen view and the search term are tracked, an empty search is not")
    func searchTracked() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let listing = await harness.listingView()

        _ = await harness.run("search", ["tee"], on: listing)
        _ = await harness.run("search", [], on: listing)

        #expect(
            harness.analytics.events == [.screenView("products"), .action("search", AnalyticsProperty("search_term", "tee"))])
    }

    @Test(
        "Given a product's details When the person adds it to the bag and wishes it Then Alfie's events carry the style number and SKU"
    )
    func addToBagAndWishlist() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let details = await harness.detailsView(styleNumber: "TEE")

        _ = await harness.run("add", ["size=M"], on: details)
        _ = await harness.run("wish", on: details)
        _ = await harness.run("wish", on: details)

        let tee = AnalyticsProperty("product_id", "TEE")
        #expect(
            harness.analytics.events == [
                .screenView("product_details", tee), .action("add_to_bag", tee, AnalyticsProperty("sku", "TEE-navy-M")),
                .action("add_to_wishlist", tee),
            ])
    }

    @Test("Given a bag line When the person moves it to the wishlist and back Then each move is a removal and an addition")
    func movesTracked() async throws {
        let harness = try ProductListingScreensHarness.shop()
        try await harness.addToBag("CAP", colour: "red")
        let bag = await harness.bagView()
        let sku = AnalyticsProperty("sku", try #require(bag.viewModel.visibleLines.first?.sku))
        _ = await harness.run("move", ["1"], on: bag)
        let wishlist = await harness.wishlistView()

        _ = await harness.run("add", ["1"], on: wishlist)

        let cap = AnalyticsProperty("product_id", "CAP")
        #expect(
            harness.analytics.events == [
                .screenView("bag"), .action("remove_from_bag", cap, sku), .action("add_to_wishlist", cap),
                .screenView("wishlist"), .action("remove_from_wishlist", cap), .action("add_to_bag", cap, sku),
            ])
    }

    @Test("Given a bag line When it is removed Then remove_from_bag is tracked once")
    func removeTracked() async throws {
        let harness = try ProductListingScreensHarness.shop()
        try await harness.addToBag("CAP", colour: "red")
        let bag = await harness.bagView()

        _ = await harness.run("remove", ["1"], on: bag)
        _ = await harness.run("remove", ["1"], on: bag)

        #expect(harness.analytics.events.filter { $0.name == "remove_from_bag" }.count == 1)
    }
}
