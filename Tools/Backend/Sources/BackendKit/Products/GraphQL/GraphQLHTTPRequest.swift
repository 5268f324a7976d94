import Foundation
import GraphQL

/// Reads a GraphQL request out of an HTTP one: a `POST` body of JSON, or a `GET`'s query items.
enum GraphQLHTTPRequest {
    /// Why an HTTP request holds no GraphQL request, answered as GraphQL errors.
    struct Problem: Error {
        let status: Int
        let message: String
        var allow: String?

        var response: BackendResponse {
            let result = GraphQLResult(errors: [GraphQLError(message: message, extensions: ["code": "BAD_REQUEST"])])
            var response = AlfieGraphQLRoutes.response(result, status: status)
            if let allow { response.headers.append(.init("Allow", allow)) }
            return response
        }
    }

    static func read(_ request: BackendRequest) -> Result<GraphQLRequest, Problem> {
        switch request.method {
        case "POST": return body(request.body)
        case "GET": return queryItems(request)
        default:
            return .failure(Problem(status: 405, message: "/graphql takes GET or POST", allow: "GET, POST"))
        }
    }

    private static func body(_ bytes: [UInt8]) -> Result<GraphQLRequest, Problem> {
        guard !bytes.isEmpty else {
            return .failure(Problem(status: 400, message: #"the body must be JSON: {"query", "operationName", "variables"}"#))
        }
        do {
            return .success(try JSONDecoder().decode(GraphQLRequest.self, from: Data(bytes)))
        } catch {
            return .failure(
                Problem(
                    status: 400,
                    message: #"the body is not a GraphQL request: JSON {"query": string, "operationName"?, "variables"?: object}"#
                ))
        }
    }

    private static func queryItems(_ request: BackendRequest) -> Result<GraphQLRequest, Problem> {
        guard let query = request.queryValue("query"), !query.isEmpty else {
            return .failure(Problem(status: 400, message: "a GET must carry the query in `query=`"))
        }
        var variables: [String: Map] = [:]
        if let text = request.queryValue("variables"), !text.isEmpty {
            guard let decoded = try? JSONDecoder().decode([String: Map].self, from: Data(text.utf8)) else {
                return .failure(Problem(status: 400, message: "`variables=` must be a JSON object"))
            }
            variables = decoded
        }
        let operationName = request.queryValue("operationName").flatMap { $0.isEmpty ? nil : $0 }
        return .success(GraphQLRequest(query: query, operationName: operationName, variables: variables))
    }
}
