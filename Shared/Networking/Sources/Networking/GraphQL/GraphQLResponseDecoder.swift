import Foundation

/// Reads a GraphQL response document, `{"data": …, "errors": […]}`.
///
/// Errors win: a response with a non-empty `errors` fails with them even when it has
/// partial `data`.
public struct GraphQLResponseDecoder: Sendable {
    public init() {}

    /// The `data` of a 2xx `response`, decoded as `Value`.
    ///
    /// - Throws: `RemoteFailure.graphQL` when `errors` is not empty; `malformedResponse`
    ///   when the body is not a GraphQL response (its `errors` unreadable included), `data`
    ///   is missing or null, or it does not decode as `Value`.
    public func decode<Value: Decodable>(
        _ type: Value.Type, from response: HTTPResponse
    ) throws(RemoteFailure) -> Value {
        guard let errors = errors(in: response.body) else { throw .malformedResponse }
        guard errors.isEmpty else { throw .graphQL(errors, httpStatus: response.status) }
        let decoded: DataEnvelope<Value>
        do {
            decoded = try JSONDecoder().decode(DataEnvelope<Value>.self, from: response.body)
        } catch {
            throw .malformedResponse
        }
        guard let data = decoded.data else { throw .malformedResponse }
        return data
    }

    /// The failure an error `response` (4xx, 5xx) stands for when its body is a GraphQL
    /// document with errors; `nil` when it is not one.
    public func failure(forErrorResponse response: HTTPResponse) -> RemoteFailure? {
        guard let errors = errors(in: response.body), !errors.isEmpty else { return nil }
        return .graphQL(errors, httpStatus: response.status)
    }

    /// The `errors` of `body`, empty when there are none, `nil` when `body` is not a
    /// JSON object or its `errors` cannot be read.
    func errors(in body: Data) -> [GraphQLError]? {
        guard let envelope = try? JSONDecoder().decode(ErrorsEnvelope.self, from: body) else { return nil }
        return envelope.errors ?? []
    }

    private struct ErrorsEnvelope: Decodable {
        var errors: [GraphQLError]?
    }

    private struct DataEnvelope<Value: Decodable>: Decodable {
        var data: Value?
    }
}
