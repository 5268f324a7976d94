import Foundation
import Logging
import Networking
import NetworkingTesting
import ProductListingData
import TestSupport
import Testing

/// `AlfieGraphQLProductsSource` against an in-process server (the transport a live host replaces).
@Suite("Alfie GraphQL products source")
struct AlfieGraphQLProductsSourceTests {
    private let firstPage = AlfieProductListingVariablesDataModel(offset: 0, limit: 20)

    @Test(
        "Given a server answering a listing When a page is fetched Then its products come in the catalog's shape with the server's pagination"
    )
    func fetchesListing() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.twoProducts)])

        let page = try await Self.source(server).fetchListing(firstPage)

        #expect(page.title == "Women")
        #expect(page.products.map(\.id) == ["p1", "p2"])
        #expect(page.products.map(\.product.styleNumber) == ["S1", "S2"])
        #expect((page.offset, page.limit, page.total) == (0, 20, 2))
        let shirt = try #require(page.products.last?.product)
        #expect(shirt.brand.name == "Maison Élodie")
        #expect(shirt.colours.map(\.name) == ["Black"])
        #expect(shirt.variants.map(\.size) == ["10 AU", "12 AU"])
        #expect(shirt.variants.first?.price.amount.amount == 12_000)
        #expect(shirt.variants.first?.price.amount.currencyCode == "AUD")
        #expect(shirt.variants.first?.price.was?.amount == 15_000)
    }

    @Test(
        "Given a listing request When it is sent Then it is a GraphQL POST of the listing query, its operation name and its variables"
    )
    func sendsListingOperation() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.twoProducts)])
        let variables = AlfieProductListingVariablesDataModel(offset: 40, limit: 20, sort: .highToLow)

        _ = try await Self.source(server).fetchListing(variables)

        let received = try #require(server.receivedRequests.first)
        #expect(received.method == "POST")
        #expect(received.path == "/graphql")
        let body = try JSONDecoder().decode(JSONValue.self, from: received.body)
        #expect(body["operationName"] == "ProductListingQuery")
        #expect(body["variables"] == ["offset": 40, "limit": 20, "sort": "HIGH_TO_LOW"])
        let query = try #require(body["query"]?.stringValue)
        #expect(
            query.contains(
                "productListing(offset: $offset, limit: $limit, categoryId: $categoryId, query: $query, refine: $refine, sort: $sort)"
            ))
        #expect(query.contains("pagination { offset limit total pages page nextPage previousPage }"))
    }

    @Test("Given no sort When a listing is fetched Then the variables carry no sort, so the server uses its default order")
    func newestSendsNoSort() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.twoProducts)])

        _ = try await Self.source(server).fetchListing(firstPage)

        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.receivedRequests.first).body)
        #expect(body["variables"] == ["offset": 0, "limit": 20])
    }

    @Test("Given refine filters, a category and search text When a listing is fetched Then they are sent as Alfie's arguments")
    func sendsFilters() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.twoProducts)])
        let variables = AlfieProductListingVariablesDataModel(
            offset: 0, limit: 20, categoryId: "women-dresses", query: "linen",
            refine: [.init(name: .brand, values: ["b1", "b2"]), .init(name: .price, values: ["2000", "5000"])]
        )

        _ = try await Self.source(server).fetchListing(variables)

        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.receivedRequests.first).body)
        #expect(
            body["variables"] == [
                "offset": 0, "limit": 20, "categoryId": "women-dresses", "query": "linen",
                "refine": [["name": "BRAND", "values": ["b1", "b2"]], ["name": "PRICE", "values": ["2000", "5000"]]],
            ])
    }

    @Test("Given a server answering 200 with GraphQL errors When a page is fetched Then it fails with their messages, asked once")
    func errorsFailWithMessages() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.errors)])

        await #expect(throws: ProductsSourceError.graphQLErrors(["Listing unavailable"])) {
            try await Self.source(server).fetchListing(firstPage)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server that always answers 500 When a page is fetched Then it is tried 3 times and fails with that status")
    func serverErrorRetriedThenFails() async throws {
        let server = Self.started([.text(status: 500)])

        await #expect(throws: ProductsSourceError.httpStatus(500)) {
            try await Self.source(server).fetchListing(firstPage)
        }
        #expect(server.receivedRequests.count == 3)
    }

    @Test("Given a server slower than the request timeout When a page is fetched Then it fails as timed out")
    func timesOut() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.twoProducts, delay: .seconds(3600))])
        let source = try Self.source(server, requestTimeout: .milliseconds(300), retryPolicy: .never)

        await #expect(throws: ProductsSourceError.timedOut) {
            try await source.fetchListing(firstPage)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test(
        "Given a server answering 200 with a body that is not JSON When a page is fetched Then it fails as malformed, asked once")
    func badJSONIsMalformed() async throws {
        let server = Self.started([.json("<html>Bad gateway</html>")])

        await #expect(throws: ProductsSourceError.malformedResponse) {
            try await Self.source(server).fetchListing(firstPage)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given JSON that is not a listing When a page is fetched Then it fails as malformed")
    func wrongShapeIsMalformed() async throws {
        let server = Self.started([.json(#"{"data":{"productListing":{"title":"Women","items":[]}}}"#)])

        await #expect(throws: ProductsSourceError.malformedResponse) {
            try await Self.source(server).fetchListing(firstPage)
        }
    }

    @Test("Given no server listening When a page is fetched Then it fails as unreachable")
    func closedPortIsUnreachable() async throws {
        let server = Self.started([])
        let endpoint = server.baseURL.appending(path: "graphql")
        server.stop()
        let source = AlfieGraphQLProductsSource(endpoint: endpoint, transport: server, retryPolicy: .never, logger: Self.quiet)

        await #expect(throws: ProductsSourceError.unreachable) {
            try await source.fetchListing(firstPage)
        }
    }

    @Test(
        "Given a listing with a nameless product, an unpriced one and a null When it is fetched Then the readable one comes and 3 are counted as left out"
    )
    func skipsUnreadableProducts() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.unreadableProducts)])

        let page = try await Self.source(server).fetchListing(firstPage)

        #expect(page.products.map(\.id) == ["p1"])
        #expect(page.skippedProductCount == 3)
        #expect(page.total == 4)
    }

    @Test("Given a server that sends its first page for every offset When page 2 is fetched Then the page says it starts at 0")
    func reportsServedOffset() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.listing([], offset: 0, limit: 20, total: 88))])

        let page = try await Self.source(server).fetchListing(AlfieProductListingVariablesDataModel(offset: 20, limit: 20))

        #expect(page.offset == 0)
        #expect(page.total == 88)
    }

    @Test("Given a listing without pagination When it is fetched Then the page starts where asked and the total counts what came")
    func missingPaginationFilledIn() async throws {
        let body =
            #"{"data":{"productListing":{"title":null,"products":[\#(AlfieResponseFixtures.product(id: "p1", styleNumber: "S1", name: "Dress"))]}}}"#
        let server = Self.started([.json(body)])

        let page = try await Self.source(server).fetchListing(AlfieProductListingVariablesDataModel(offset: 40, limit: 20))

        #expect((page.title, page.offset, page.limit, page.total) == ("", 40, 20, 41))
    }

    @Test("Given a null listing When it is fetched Then it is an empty page")
    func nullListingIsEmpty() async throws {
        let server = Self.started([.json(#"{"data":{"productListing":null}}"#)])

        let page = try await Self.source(server).fetchListing(firstPage)

        #expect(page.products.isEmpty)
        #expect(page.total == 0)
    }

    @Test(
        "Given a product with nulls, gaps, a decimal amount and unknown fields When it is fetched by id Then it is one-size, unnamed colour, none left, by its id"
    )
    func readsSparseProduct() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.sparseProduct)])

        let product = try #require(try await Self.source(server).fetchProduct(id: "p9"))

        #expect(product.id == "p9")
        #expect(product.product.styleNumber == "p9")
        #expect(product.product.longDescription == nil)
        #expect(product.product.colours.map(\.name) == ["—"])
        let variant = try #require(product.product.variants.first)
        #expect(variant.size == nil)
        #expect(variant.stock == 0)
        #expect(variant.price.amount.amount == 2_500)
        #expect(variant.price.amount.currencyCode == "GBP")
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.receivedRequests.first).body)
        #expect(body["operationName"] == "GetProduct")
        #expect(body["variables"] == ["productId": "p9"])
    }

    @Test("Given a server without the product When it is fetched by id Then there is none")
    func unknownProductIsNil() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.unknownProduct)])

        #expect(try await Self.source(server).fetchProduct(id: "nope") == nil)
    }

    @Test("Given brands with a null among them When they are fetched Then the two readable brands come")
    func fetchesBrands() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.brands)])

        let brands = try await Self.source(server).fetchBrands()

        #expect(
            brands == [
                ProductBrandDataModel(id: "b1", name: "Maison Élodie", slug: "maison-elodie"),
                ProductBrandDataModel(id: "b2", name: "Nord", slug: "nord"),
            ])
    }

    @Test("Given a navigation menu When it is fetched by handle Then its entries and those under them come, null items as none")
    func fetchesNavigation() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.navigation)])

        let menu = try await Self.source(server).fetchNavigation(handle: "header")

        #expect(menu.map(\.title) == ["Women", "Help"])
        #expect(menu.first?.items.map(\.url) == ["/women/dresses"])
        #expect(menu.first?.items.first?.items == [])
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.receivedRequests.first).body)
        #expect(body["variables"] == ["handle": "header"])
    }

    @Test("Given suggestions for a term When they are fetched Then keywords, brands and products come with counts and prices")
    func fetchesSuggestion() async throws {
        let server = Self.started([.json(AlfieResponseFixtures.suggestion)])

        let suggestion = try await Self.source(server).fetchSuggestion(query: "dre")

        #expect(suggestion.keywords == [ProductSuggestionDataModel.Term(value: "dress", results: 12)])
        #expect(suggestion.brands == [ProductSuggestionDataModel.Term(value: "Nord", results: 3)])
        #expect(suggestion.products.first?.price == 40_000)
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.receivedRequests.first).body)
        #expect(body["operationName"] == "GetSuggestions")
        #expect(body["variables"] == ["term": "dre"])
    }
}

extension AlfieGraphQLProductsSourceTests {
    /// A logger that drops everything, so test output stays readable.
    static let quiet = Logger(label: "products.remote.tests") { _ in SwiftLogNoOpLogHandler() }

    static func started(_ responses: [LoopbackHTTPResponse]) -> InProcessHTTPServer {
        InProcessHTTPServer(responses: responses)
    }

    /// A source for `server`'s `/graphql`, retrying without waiting.
    static func source(
        _ server: InProcessHTTPServer, requestTimeout: Duration = .seconds(5), retryPolicy: RetryPolicy = RetryPolicy { _ in }
    ) throws -> AlfieGraphQLProductsSource {
        AlfieGraphQLProductsSource(
            endpoint: server.baseURL.appending(path: "graphql"), transport: server, requestTimeout: requestTimeout,
            retryPolicy: retryPolicy, logger: quiet
        )
    }
}
