import Foundation
import Localization

/// Reads a GraphQL response document, `{"data": …, "errors": […]}`.
///
/// Errors win: a response with a non-empty `errors` fails with them even when it has
/// partial `data`.
///
/// What comes from the server is made safe before the caller's type sees it
/// (`ResponseLimits`): every string of `data` is cleaned of escape sequences, controls and
/// bidi overrides (`OutsideText.multiline`), and a string longer than the limit makes the
/// answer malformed; error messages are cleaned to one line.
public struct GraphQLResponseDecoder: Sendable {
    public let limits: ResponseLimits

    public init(limits: ResponseLimits = .standard) {
        self.limits = limits
    }

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
        do {
            let envelope = try JSONDecoder().decode(DataEnvelope<JSONValue>.self, from: response.body)
            guard let data = envelope.data, !data.isNull else { throw RemoteFailure.malformedResponse }
            let cleaned = try data.cleanedOutsideText(maxStringLength: limits.maxStringLength)
            return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(cleaned))
        } catch {
            throw .malformedResponse
        }
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
        return (envelope.errors ?? []).map { error in
            var error = error
            error.message = OutsideText.singleLine(String(error.message.prefix(1_000)))
            return error
        }
    }

    private struct ErrorsEnvelope: Decodable {
        var errors: [GraphQLError]?
    }

    private struct DataEnvelope<Value: Decodable>: Decodable {
        var data: Value?
    }
}
