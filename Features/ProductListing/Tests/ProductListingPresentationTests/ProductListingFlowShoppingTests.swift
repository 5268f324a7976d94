import Navigation
import ProductListingDependencyContainer
import ProductListingPresentation
import ReplKit
import Testing

@Suite("ProductListing flow: the bag and the wishlist")
@MainActor
struct ProductListingFlowShoppingTests {
    private func flow(_ start: ProductListingFlow.Start) throws -> (ProductListingScreensHarness, ProductListingFlow) {
        let harness = try ProductListingScreensHarness.shop()
        let flow = ProductListingFlow(diContainer: harness.container, navigation: NavigationStack(), start: start)
        flow.start()
        return (harness, flow)
    }

    @Test("Given bag typed anywhere When the flow starts at the bag Then the bag is its only screen")
    func startsAtBag() async throws {
        let (_, flow) = try flow(.bag)

        #expect(await flow.appearedTop() is BagView)
        #expect(flow.navigation.count == 1)
    }

    @Test("Given wishlist typed anywhere When the flow starts at the wishlist Then the wishlist is its only screen")
    func startsAtWishlist() async throws {
        let (_, flow) = try flow(.wishlist)

        #expect(await flow.appearedTop() is WishlistView)
    }

    @Test("Given a product's details When add is typed Then the bag opens on top and back returns to the details")
    func addShowsBag() async throws {
        let (harness, flow) = try flow(.listing)
        let listing = try #require(await flow.appearedTop())
        _ = await harness.run("open", ["CAP"], on: listing)
        let details = try #require(await flow.appearedTop())

        _ = await harness.run("add", [], on: details)

        let bag = try #require(await flow.appearedTop() as? BagView)
        #expect(bag.viewModel.visibleLines.map(\.sku) == ["CAP-red"])
        flow.navigation.pop()
        #expect(flow.navigation.top is ProductDetailsView)
    }

    @Test("Given a bag line in Black When open 1 is typed Then its details open in Black")
    func openFromBag() async throws {
        let (harness, flow) = try flow(.bag)
        try await harness.addToBag("TEE", colour: "black", size: "L")
        let bag = try #require(await flow.appearedTop())

        _ = await harness.run("open", ["1"], on: bag)

        let details = try #require(await flow.appearedTop() as? ProductDetailsView)
        #expect(details.viewModel.selectedColourId == "black")
    }

    @Test("Given a wishlist item When open 1 is typed Then its details open in its colour")
    func openFromWishlist() async throws {
        let (harness, flow) = try flow(.wishlist)
        try await harness.wish("TEE", colour: "black")
        let wishlist = try #require(await flow.appearedTop())

        _ = await harness.run("open", ["1"], on: wishlist)

        let details = try #require(await flow.appearedTop() as? ProductDetailsView)
        #expect(details.title == "Maison Élodie · Élise Tee")
        #expect(details.viewModel.selectedColourId == "black")
    }
}
