import Foundation
import Networking
import ProductListingData
import TestSupport
import Testing

/// The listing's `filters` (this project's extension) and `hierarchy`, and the menus'
/// handles, from `AlfieGraphQLProductsSource` against an in-process server.
@Suite("Alfie GraphQL listing facets and hierarchy")
struct AlfieGraphQLListingExtrasTests {
    private let firstPage = AlfieProductListingVariablesDataModel(offset: 0, limit: 20)

    /// A listing answer with `filters` and a `hierarchy` of one item and its parent.
    static let listingWithFacets = """
        {"data":{"productListing":{"title":"Tops",
          "pagination":{"offset":0,"limit":20,"total":2,"pages":1,"page":1,"nextPage":null,"previousPage":null},
          "hierarchy":[{"categoryId":"women-tops","name":"Tops","slug":"tops","parent":{"categoryId":"women","name":"Women","slug":"women","parent":null}}],
          "filters":[
            {"name":"BRAND","values":[{"name":"Maison Élodie","slug":"maison-elodie","count":2,"selected":true},null]},
            {"name":"COLOUR","values":[{"name":"Black","slug":"black","count":1,"selected":false},{"name":"Navy","slug":"navy","count":3,"selected":false}]},
            {"name":"MATERIAL","values":[{"name":"Linen","slug":"linen","count":1,"selected":false}]}
          ],
          "products":[\(AlfieResponseFixtures.product(id: "p1", styleNumber: "S1", name: "Élise Top"))]}}}
        """

    static let filtersUnknown = """
        {"errors":[{"message":"Cannot query field \\"filters\\" on type \\"ProductListing\\".","extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}
        """

    @Test("Given a listing request When it is sent Then it asks for the filters and the hierarchy")
    func asksForFacetsAndHierarchy() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([.json(Self.listingWithFacets)])

        _ = try await AlfieGraphQLProductsSourceTests.source(server).fetchListing(firstPage)

        let query = try Self.query(of: try #require(server.receivedRequests.first))
        #expect(query.contains("filters { name values { name slug count selected } }"))
        #expect(query.contains("hierarchy { categoryId name slug parent"))
    }

    @Test(
        "Given a listing with filters and a hierarchy When it is fetched Then the known filters come with their values, counts and selection, and the levels top first"
    )
    func readsFacetsAndHierarchy() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([.json(Self.listingWithFacets)])

        let page = try await AlfieGraphQLProductsSourceTests.source(server).fetchListing(firstPage)

        let filters = try #require(page.filters)
        #expect(filters.map(\.name) == [.brand, .colour])
        #expect(filters[0].values == [.init(name: "Maison Élodie", slug: "maison-elodie", count: 2, selected: true)])
        #expect(filters[1].values.map(\.slug) == ["black", "navy"])
        #expect(filters[1].values.map(\.count) == [1, 3])
        #expect(page.hierarchy.map(\.name) == ["Women", "Tops"])
        #expect(page.hierarchy.map(\.categoryId) == ["women", "women-tops"])
    }

    @Test("Given a listing without filters When it is fetched Then it has none, which is not the same as an empty list")
    func noFiltersIsNil() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([.json(AlfieResponseFixtures.twoProducts)])

        let page = try await AlfieGraphQLProductsSourceTests.source(server).fetchListing(firstPage)

        #expect(page.filters == nil)
        #expect(page.hierarchy.isEmpty)
    }

    @Test(
        "Given a server that rejects the filters field When two pages are fetched Then the first is asked again without it at once, and the second never asks for it"
    )
    func retriesWithoutUnknownField() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([
            .json(Self.filtersUnknown, status: 400), .json(AlfieResponseFixtures.twoProducts),
            .json(AlfieResponseFixtures.twoProducts),
        ])
        let source = try AlfieGraphQLProductsSourceTests.source(server)

        let first = try await source.fetchListing(firstPage)
        _ = try await source.fetchListing(AlfieProductListingVariablesDataModel(offset: 20, limit: 20))

        #expect(first.products.map(\.id) == ["p1", "p2"])
        #expect(first.filters == nil)
        let queries = try server.receivedRequests.map(Self.query)
        #expect(queries.count == 3)
        #expect(queries[0].contains("filters {"))
        #expect(!queries[1].contains("filters {") && !queries[2].contains("filters {"))
        #expect(queries.allSatisfy { $0.contains("hierarchy {") })
    }

    @Test("Given a listing's own GraphQL error that names no field When a page is fetched Then it fails with it, asked once")
    func otherErrorsAreNotRetried() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([
            .json(#"{"errors":[{"message":"Unknown category women-shoes"}]}"#), .json(AlfieResponseFixtures.twoProducts),
        ])

        await #expect(throws: ProductsSourceError.graphQLErrors(["Unknown category women-shoes"])) {
            _ = try await AlfieGraphQLProductsSourceTests.source(server).fetchListing(firstPage)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test(
        "Given errors worded by other GraphQL servers When the unknown fields are read Then each names its field, and other messages none"
    )
    func unknownFieldWordings() {
        let messages = [
            "Validation error (FieldUndefined@[productListing/hierarchy]) : Field 'hierarchy' in type 'ProductListing' is undefined",
            "The field `filters` does not exist on the type `ProductListing`.",
        ]

        #expect(AlfieListingOptionalField.unknown(in: messages) == [.filters, .hierarchy])
        #expect(AlfieListingOptionalField.unknown(in: ["Refine filters need values"]).isEmpty)
    }

    @Test("Given a server with menus When their handles are fetched Then they come in its order")
    func fetchesNavigationHandles() async throws {
        let server = try AlfieGraphQLProductsSourceTests.started([.json(#"{"data":{"navigationHandles":["header","footer"]}}"#)])

        let handles = try await AlfieGraphQLProductsSourceTests.source(server).fetchNavigationHandles()

        #expect(handles == ["header", "footer"])
        #expect(try Self.query(of: try #require(server.receivedRequests.first)).contains("navigationHandles"))
    }

    private static func query(of request: LoopbackHTTPRequest) throws -> String {
        try #require(try JSONDecoder().decode(JSONValue.self, from: request.body)["query"]?.stringValue)
    }
}
