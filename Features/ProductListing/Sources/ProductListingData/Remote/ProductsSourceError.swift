import Networking

/// Why a products server gave no usable answer.
public enum ProductsSourceError: Error, Equatable, Sendable {
    /// No connection could be made (no network, refused, unknown host).
    case unreachable
    /// The server did not answer in time.
    case timedOut
    /// The server answered with an HTTP error status.
    case httpStatus(Int)
    /// The server answered with GraphQL errors; their messages.
    case graphQLErrors([String])
    /// The answer was not an Alfie GraphQL response.
    case malformedResponse
    /// The answer was larger than `limit` bytes, so it was not read.
    case tooLarge(limit: Int)
    /// The request was cancelled (Ctrl-C).
    case cancelled

    init(_ failure: RemoteFailure) {
        switch failure {
        case .unreachable: self = .unreachable
        case .timedOut: self = .timedOut
        case .httpStatus(let status, _): self = .httpStatus(status)
        case .graphQL(let errors, _): self = .graphQLErrors(errors.map(\.message))
        case .malformedResponse: self = .malformedResponse
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .cancelled: self = .cancelled
        }
    }
}
