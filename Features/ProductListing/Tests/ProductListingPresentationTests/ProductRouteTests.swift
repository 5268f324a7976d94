import Navigation
import ProductListingDependencyContainer
import ProductListingDomain
import ProductListingPresentation
import Testing

@MainActor
@Suite("Following a route to a product or a listing")
struct ProductRouteTests {
    @Test("Given the shop When a route names TEE in BLACK Then TEE is found in its colour black")
    func findsProduct() async throws {
        let routes = try ProductListingScreensHarness.shop().container.makeProductRouteViewModel()

        let outcome = await routes.productRouteFollowed(styleNumber: "TEE", colourId: "BLACK")

        #expect(outcome == .product(ProductRouteDomainModel(styleNumber: "TEE", colourId: "black")))
    }

    @Test("Given the shop When a route names a product it does not have Then it is refused in words")
    func refusesUnknownProduct() async throws {
        let routes = try ProductListingScreensHarness.shop().container.makeProductRouteViewModel()

        #expect(
            await routes.productRouteFollowed(styleNumber: "NOPE", colourId: nil) == .refused("There is no product \"NOPE\"."))
    }

    @Test("Given the catalog When a listing route names a brand by its slug and a sort Then the listing's query has both")
    func resolvesListing() async throws {
        let harness = try await ProductListingScreensHarness()
        let routes = harness.container.makeProductRouteViewModel()

        let outcome = await routes.listingRouteFollowed(filters: [.brand: "dune-tide"], sort: "price-asc", search: nil)

        guard case .listing(let query) = outcome else {
            Issue.record("not a listing: \(outcome)")
            return
        }
        #expect(query.sort == .priceAscending)
        #expect(query.filters.brandIds.count == 1)
    }

    @Test(
        "Given the catalog When a listing route has an unknown sort, brand or relevance without a search Then it is refused",
        arguments: [
            ([ProductFilterKindDomainModel: String](), "cheapest", nil as String?),
            ([.brand: "no-such-brand"], nil, nil),
            ([:], "relevance", nil),
        ]
    )
    func refusesListing(_ filters: [ProductFilterKindDomainModel: String], _ sort: String?, _ search: String?) async throws {
        let routes = try await ProductListingScreensHarness().container.makeProductRouteViewModel()

        let outcome = await routes.listingRouteFollowed(filters: filters, sort: sort, search: search)

        guard case .refused(let message) = outcome else {
            Issue.record("not refused: \(outcome)")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("Given a product When the flow starts at its details Then the listing is under them, in the colour asked for")
    func flowStartsAtDetails() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let flow = ProductListingFlow(
            diContainer: harness.container, navigation: NavigationStack(),
            start: .productDetails(styleNumber: "TEE", colourId: "black"))

        flow.start()

        #expect(flow.navigation.screens.count == 2)
        #expect(flow.navigation.screens.first is ProductListingView)
        let details = try #require(await flow.appearedTop() as? ProductDetailsView)
        #expect(details.render().contains { $0.contains("Sizes in Black") })
    }

    @Test("Given the brands route When the flow starts there Then the brands are over the listing")
    func flowStartsAtBrands() throws {
        let flow = ProductListingFlow(
            diContainer: try ProductListingScreensHarness.shop().container, navigation: NavigationStack(), start: .brands)

        flow.start()

        #expect(flow.navigation.screens.count == 2)
        #expect(flow.navigation.top is ProductBrandsView)
    }
}
