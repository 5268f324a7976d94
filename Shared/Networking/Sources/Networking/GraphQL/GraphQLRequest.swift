import Foundation

/// One GraphQL operation to send over HTTP: the document, the operation to run in it,
/// and its variables.
public struct GraphQLRequest: Sendable, Equatable {
    /// The media types a GraphQL-over-HTTP client accepts, the newer one first.
    public static let acceptedMediaTypes = "application/graphql-response+json, application/json"

    public var query: String
    /// Which operation of `query` to run; needed only when it holds several.
    public var operationName: String?
    public var variables: [String: JSONValue]

    public init(query: String, operationName: String? = nil, variables: [String: JSONValue] = [:]) {
        self.query = query
        self.operationName = operationName
        self.variables = variables
    }

    /// The request body: `{"operationName": …, "query": …, "variables": {…}}`, without
    /// `operationName` when there is none.
    public var body: JSONValue {
        var members: [String: JSONValue] = ["query": .string(query), "variables": .object(variables)]
        if let operationName { members["operationName"] = .string(operationName) }
        return .object(members)
    }

    /// A `POST` of `body` to `endpoint` as JSON, asking for a GraphQL response;
    /// `headers` (such as an authorization) are added to those.
    public func httpRequest(endpoint: URL, headers: HTTPHeaderFields = [:]) -> HTTPRequest {
        var fields: HTTPHeaderFields = [
            "Content-Type": "application/json",
            "Accept": Self.acceptedMediaTypes,
        ]
        for field in headers {
            fields[field.name] = field.value
        }
        return HTTPRequest(method: .post, url: endpoint, headers: fields, body: Data(body.jsonText.utf8))
    }
}
