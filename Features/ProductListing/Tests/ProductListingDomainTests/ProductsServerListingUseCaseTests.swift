import ProductListingData
import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("The listing from a products server, offline first")
struct ProductsServerListingUseCaseTests {
    @Test("Given a server with 45 products When the listing is viewed Then page 1 comes fresh with Alfie's pagination")
    func firstPageFresh() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(45))

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())

        #expect(page.pagination == PaginationDomainModel(offset: 0, limit: 20, total: 45))
        #expect(page.products.count == 20)
        #expect(page.freshness == .current)
    }

    @Test(
        "Given a server When the listing is sorted each way Then the server is asked with Alfie's sort, none for newest",
        arguments: [
            (ProductListingSortDomainModel.newest, AlfieProductListingVariablesDataModel.Sort?.none),
            (.priceAscending, .lowToHigh), (.priceDescending, .highToLow), (.nameAscending, .aToZ), (.nameDescending, .zToA),
        ]
    )
    func sortMapsToAlfie(sort: ProductListingSortDomainModel, expected: AlfieProductListingVariablesDataModel.Sort?) async throws
    {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))

        _ = try await context.sortProductListing.execute(sort: sort, in: ProductListingQueryDomainModel(offset: 20))

        #expect(context.source.listingsAsked == [AlfieProductListingVariablesDataModel(offset: 0, limit: 20, sort: expected)])
    }

    @Test("Given a server priced low to high When the listing is sorted by price Then the cheapest product comes first")
    func sortedByPrice() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))

        let page = try await context.sortProductListing.execute(sort: .priceDescending, in: ProductListingQueryDomainModel())

        #expect(page.products.map(\.styleNumber) == ["P003", "P002", "P001"])
    }

    @Test(
        "Given a page viewed 5 minutes ago and a server now down When the page is refreshed Then the saved page comes, saved 5 minutes ago, unreachable"
    )
    func refreshOffline() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(5))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        let savedAt = context.clock.now()
        context.clock.advance(by: 300)
        context.source.fail(with: .unreachable)

        let page = try await context.refreshProductListing.execute(query: ProductListingQueryDomainModel())

        #expect(page.freshness == .saved(savedAt: savedAt, minutesAgo: 5, problem: .unreachable))
        #expect(page.products.count == 5)
    }

    @Test("Given a page viewed before When it is refreshed and the server answers Then it is fetched again and current")
    func refreshOnline() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(5))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())

        let page = try await context.refreshProductListing.execute(query: ProductListingQueryDomainModel())

        #expect(page.freshness == .current)
        #expect(context.source.listingsAsked.count == 2)
    }

    @Test(
        "Given nothing saved and a server answering with errors When the listing is viewed Then it fails with the server's messages"
    )
    func errorsWithNothingSaved() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(5))
        context.source.fail(with: .graphQLErrors(["Listing unavailable"]))

        await #expect(throws: ProductsServerError.unavailable(.answeredWithErrors(["Listing unavailable"]))) {
            try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        }
    }

    @Test(
        "Given nothing saved When the server fails each way Then the person's problem says which",
        arguments: [
            (ProductsSourceError.unreachable, ProductsServerProblemDomainModel.unreachable), (.timedOut, .timedOut),
            (.httpStatus(500), .httpStatus(500)), (.malformedResponse, .unreadableAnswer),
            (.tooLarge(limit: 10), .answerTooLarge),
        ]
    )
    func problemsMapped(error: ProductsSourceError, problem: ProductsServerProblemDomainModel) async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(5))
        context.source.fail(with: error)

        await #expect(throws: ProductsServerError.unavailable(problem)) {
            try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        }
    }

    @Test("Given a request cancelled by the person When the listing is viewed Then it ends as cancelled, not as a failure")
    func cancelledIsCancellation() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(5))
        context.source.fail(with: .cancelled)

        await #expect(throws: CancellationError.self) {
            try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        }
    }

    @Test(
        "Given a server that sends its first page for every offset When page 2 is viewed Then the page says page 1 while the query keeps page 2"
    )
    func serverThatDoesNotPage() async throws {
        let context = try RemoteProductListingTestContext(
            try FakeProductsRemoteSource.numbered(45, sendsFirstPageForEveryOffset: true))

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(offset: 20))

        #expect(page.pagination.page == 1)
        #expect(page.pagination.nextPage == 20)
        #expect(page.query.offset == 20)
        #expect(page.products.first?.styleNumber == "P001")
    }

    @Test("Given a listed product When it is opened Then its details come from what the listing saved, without asking again")
    func detailsFromSavedPage() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())

        let product = try await context.viewProductDetails.execute(styleNumber: "P002")

        #expect(product.summary.name == "Product 002")
        #expect(product.colours.first?.sizes.map(\.size) == ["S", "M", "L"])
        #expect(context.source.productsAsked.isEmpty)
    }

    @Test("Given a listed product saved two hours ago When it is opened Then it is fetched again by the server's id")
    func detailsRefetchedWhenOld() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        context.clock.advance(by: 7_200)

        _ = try await context.viewProductDetails.execute(styleNumber: "P002")

        #expect(context.source.productsAsked == ["id-P002"])
    }

    @Test("Given an old saved product and a server now down When it is opened Then the saved details are shown")
    func detailsOffline() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        context.clock.advance(by: 7_200)
        context.source.fail(with: .unreachable)

        let product = try await context.viewProductDetails.execute(styleNumber: "P001")

        #expect(product.styleNumber == "P001")
    }

    @Test("Given nothing saved and a server down When a product is opened Then it fails as the server unreachable")
    func detailsNothingSaved() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))
        context.source.fail(with: .unreachable)

        await #expect(throws: ProductsServerError.unavailable(.unreachable)) {
            try await context.viewProductDetails.execute(styleNumber: "P001")
        }
    }

    @Test("Given a product the server no longer has When it is opened Then it is not found")
    func detailsGone() async throws {
        let context = try RemoteProductListingTestContext(try FakeProductsRemoteSource.numbered(3))
        _ = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel())
        context.clock.advance(by: 7_200)
        context.source.replaceProducts([])

        await #expect(throws: ProductListingError.productNotFound(styleNumber: "P001")) {
            try await context.viewProductDetails.execute(styleNumber: "P001")
        }
    }
}
