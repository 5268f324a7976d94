/// Why a call to a remote service gave no usable answer.
///
/// Every remote source in the app fails with this type; a feature maps it to its own
/// error type at the edge of its data layer.
public enum RemoteFailure: Error, Equatable, Sendable {
    /// No connection could be made or kept (no network, refused, unknown host, TLS failure,
    /// the connection dropped).
    case unreachable
    /// The whole request, answer included, took longer than allowed.
    case timedOut
    /// The server answered with a status that is not 2xx. `retryAfter` is the wait its
    /// `Retry-After` header asked for, if it sent one that could be read.
    case httpStatus(Int, retryAfter: Duration? = nil)
    /// The answer could not be read: not HTTP, not decompressible, or not the expected document.
    case malformedResponse
    /// The answer's body is larger than `limit` bytes (after decompression); it was not read.
    case tooLarge(limit: Int)
    /// A GraphQL server answered with errors, with the HTTP status it sent them with.
    case graphQL([GraphQLError], httpStatus: Int)
    /// The request was cancelled (its task was cancelled, as Ctrl-C does).
    case cancelled

    /// Whether the same request may work if tried again later: unreachable, timed out,
    /// 408, 429 and 5xx except 501 (also when a GraphQL error document came with such a
    /// status). Not other 4xx (401, 403, 404 …), nor a body too large, a malformed answer or
    /// a cancellation.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut:
            return true
        case .httpStatus(let status, _), .graphQL(_, let status):
            return Self.isTransientStatus(status)
        case .malformedResponse, .tooLarge, .cancelled:
            return false
        }
    }

    /// 408 Request Timeout, 429 Too Many Requests and every 5xx except 501 Not Implemented.
    public static func isTransientStatus(_ status: Int) -> Bool {
        status == 408 || status == 429 || ((500...599).contains(status) && status != 501)
    }
}
