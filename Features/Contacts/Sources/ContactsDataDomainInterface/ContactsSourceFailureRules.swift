import ContactsData
import ContactsDomain

/// What a failure of the contacts source means for the person.
enum ContactsSourceFailureRules {
    /// The problem to name, or `nil` when the source was simply out of reach (offline) or the
    /// person cancelled.
    static func problem(for error: ContactsSourceError) -> ContactsSourceProblemDomainModel? {
        switch error {
        case .unreachable, .timedOut, .cancelled:
            return nil
        case .httpStatus(let status) where status == 429 || status == 503:
            return .busy
        case .httpStatus(let status):
            return .errorStatus(status)
        case .malformedResponse:
            return .unreadable
        case .tooLarge(let limit):
            return .tooLarge(limitBytes: limit)
        }
    }

    /// The error for a failure with nothing saved to show instead.
    static func errorWithNothingSaved(_ error: ContactsSourceError) -> any Error {
        if error == .cancelled { return CancellationError() }
        return problem(for: error).map(ContactsError.sourceProblem) ?? ContactsError.unavailableOffline
    }
}
