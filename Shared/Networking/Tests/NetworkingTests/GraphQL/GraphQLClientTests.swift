import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// `GraphQLClient` against a GraphQL-shaped server on loopback.
@Suite("GraphQLClient")
struct GraphQLClientTests {
    private let waits = RecordedWaits()
    private let request = GraphQLRequest(
        query: GraphQLFixtures.productListingQuery, operationName: "ProductListingQuery",
        variables: ["offset": 0, "limit": 20, "query": "dress"]
    )

    @Test("Given a server answering data When an operation is executed Then the data decodes as the caller's type")
    func decodesData() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.listingData)])

        let data = try await client(server).execute(request, as: ListingData.self)

        #expect(data.productListing.title == "Women")
        #expect(data.productListing.pagination.total == 88)
        #expect(data.productListing.pagination.nextPage == 20)
        #expect(data.productListing.pagination.previousPage == nil)
    }

    @Test("Given an operation When it is executed Then the server receives a JSON POST with the query and variables")
    func sendsOperation() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.listingData)])

        _ = try await client(server).execute(request, as: ListingData.self)

        let received = try #require(server.receivedRequests.first)
        #expect(received.method == "POST")
        #expect(received.header("content-type") == "application/json")
        let body = try JSONDecoder().decode(JSONValue.self, from: received.body)
        #expect(body["operationName"] == "ProductListingQuery")
        #expect(body["variables"] == ["offset": 0, "limit": 20, "query": "dress"])
        #expect(body["query"]?.stringValue == GraphQLFixtures.productListingQuery)
    }

    @Test(
        "Given a server answering 200 with errors When an operation is executed Then it fails with the errors' messages and locations"
    )
    func errorsFail() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.unknownFieldErrors)])

        let failure = await #expect(throws: RemoteFailure.self) {
            try await client(server).execute(request, as: ListingData.self)
        }

        guard case .graphQL(let errors, let status)? = failure else {
            Issue.record("Expected GraphQL errors, got \(String(describing: failure))")
            return
        }
        #expect(status == 200)
        #expect(errors.map(\.message) == [#"Cannot query field "colour" on type "Product"."#])
        #expect(errors.first?.locations == [GraphQLError.Location(line: 3, column: 5)])
        #expect(errors.first?.extensions?["code"] == "GRAPHQL_VALIDATION_FAILED")
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given partial data with errors When an operation is executed Then the errors win, with their path")
    func partialDataWithErrorsFails() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.partialDataWithErrors)])

        await #expect(
            throws: RemoteFailure.graphQL(
                [GraphQLError(message: "Listing unavailable", path: [.field("productListing"), .index(0), .field("title")])],
                httpStatus: 200
            )
        ) {
            try await client(server).execute(request, as: ListingData.self)
        }
    }

    @Test(
        "Given a 400 whose body is a GraphQL error document When an operation is executed Then it fails with those errors, not tried again"
    )
    func errorDocumentWithClientStatus() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.unknownFieldErrors, status: 400)])

        let failure = await #expect(throws: RemoteFailure.self) {
            try await client(server).execute(request, as: ListingData.self)
        }

        guard case .graphQL(let errors, 400)? = failure else {
            Issue.record("Expected GraphQL errors with 400, got \(String(describing: failure))")
            return
        }
        #expect(errors.count == 1)
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a 500 whose body is not GraphQL When an operation is executed Then it is tried again and fails with the status")
    func serverErrorWithoutDocument() async throws {
        let server = TestServers.started([.text(status: 500)])

        await #expect(throws: RemoteFailure.httpStatus(500)) {
            try await client(server).execute(request, as: ListingData.self)
        }
        #expect(server.receivedRequests.count == 3)
    }

    @Test("Given a server answering null data and no errors When an operation is executed Then it fails as malformed")
    func nullDataIsMalformed() async throws {
        let server = TestServers.started([.json(GraphQLFixtures.nullData)])

        await #expect(throws: RemoteFailure.malformedResponse) {
            try await client(server).execute(request, as: ListingData.self)
        }
    }

    @Test("Given a server answering data of another shape When an operation is executed Then it fails as malformed")
    func wrongShapeIsMalformed() async throws {
        let server = TestServers.started([.json(#"{"data":{"brands":[]}}"#)])

        await #expect(throws: RemoteFailure.malformedResponse) {
            try await client(server).execute(request, as: ListingData.self)
        }
    }

    private func client(_ server: InProcessHTTPServer) -> GraphQLClient {
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: waits.policy(), logger: CapturedLog.quiet
        )
        return GraphQLClient(endpoint: TestServers.url(server, path: "graphql"), runner: runner)
    }
}
