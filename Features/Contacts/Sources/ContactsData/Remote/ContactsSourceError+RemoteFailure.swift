import Networking

extension ContactsSourceError {
    /// The contacts source's name for a failure of the remote call. GraphQL errors cannot
    /// come from a randomuser.me server; should one answer with them, it was not one.
    init(_ failure: RemoteFailure) {
        switch failure {
        case .unreachable: self = .unreachable
        case .timedOut: self = .timedOut
        case .httpStatus(let status, _): self = .httpStatus(status)
        case .malformedResponse, .graphQL: self = .malformedResponse
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .cancelled: self = .cancelled
        }
    }
}
