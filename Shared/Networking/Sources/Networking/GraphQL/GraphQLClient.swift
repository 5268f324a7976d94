import Foundation

/// Runs GraphQL operations against one endpoint, through a `RemoteRequestRunner`
/// (so with its retries, timeout, size bound and logging).
public struct GraphQLClient: Sendable {
    public let endpoint: URL
    private let runner: RemoteRequestRunner
    private let headers: HTTPHeaderFields
    private let decoder = GraphQLResponseDecoder()

    /// - Parameter headers: added to every request, such as an authorization.
    public init(endpoint: URL, runner: RemoteRequestRunner, headers: HTTPHeaderFields = [:]) {
        self.endpoint = endpoint
        self.runner = runner
        self.headers = headers
    }

    /// Sends `request` and decodes the answer's `data` as `Value`.
    ///
    /// - Throws: `RemoteFailure`: `.graphQL` with the server's errors (also when they came
    ///   with a 4xx or 5xx status), `.malformedResponse` when `data` is missing, or any
    ///   failure of the transport.
    public func execute<Value: Decodable>(
        _ request: GraphQLRequest, as type: Value.Type = Value.self
    ) async throws(RemoteFailure) -> Value {
        try await runner.send(
            request.httpRequest(endpoint: endpoint, headers: headers),
            failureForErrorStatus: decoder.failure(forErrorResponse:),
            decode: { response throws(RemoteFailure) in try decoder.decode(type, from: response) }
        )
    }
}
