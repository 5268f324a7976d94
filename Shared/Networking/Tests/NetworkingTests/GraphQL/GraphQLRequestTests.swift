import Foundation
import Networking
import Testing

@Suite("GraphQLRequest")
struct GraphQLRequestTests {
    private let endpoint = URL(filePath: "/graphql")

    @Test(
        "Given an operation with variables When it is made an HTTP request Then it is a JSON POST asking for a GraphQL response")
    func postsJSON() {
        let request = GraphQLRequest(query: "{ brands { id } }", operationName: "Brands")

        let http = request.httpRequest(endpoint: endpoint)

        #expect(http.method == .post)
        #expect(http.url == endpoint)
        #expect(http.headers["Content-Type"] == "application/json")
        #expect(http.headers["Accept"] == "application/graphql-response+json, application/json")
    }

    @Test("Given an operation When its body is written Then it holds query, operationName and variables")
    func bodyMembers() throws {
        let request = GraphQLRequest(
            query: "query P($offset: Int!) { x }", operationName: "P", variables: ["offset": 20, "query": nil]
        )

        let body = try #require(request.httpRequest(endpoint: endpoint).body)

        #expect(
            String(decoding: body, as: UTF8.self)
                == #"{"operationName":"P","query":"query P($offset: Int!) { x }","variables":{"offset":20,"query":null}}"#)
    }

    @Test("Given an operation without a name When its body is written Then operationName is left out")
    func noOperationName() {
        #expect(GraphQLRequest(query: "{ a }").body == ["query": "{ a }", "variables": [:]])
    }

    @Test("Given extra header fields When the request is made Then they are added and may replace the defaults")
    func extraHeaders() {
        let http = GraphQLRequest(query: "{ a }").httpRequest(endpoint: endpoint, headers: ["Authorization": "Bearer t"])

        #expect(http.headers["authorization"] == "Bearer t")
        #expect(http.headers["content-type"] == "application/json")
    }
}
