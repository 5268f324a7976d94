import ContactsDomain

/// Why a Contacts screen could not do what was asked.
public enum ContactsFailure: Equatable, Sendable {
    case unavailableOffline
    /// The source gave no usable page, for this reason, and nothing is saved.
    case sourceProblem(ContactsSourceProblemDomainModel)
    case contactNotFound(id: String)
    case invalidName(ContactNameProblemDomainModel)
    case couldNotSave
    case couldNotLoad

    init(_ error: Error) {
        switch error {
        case ContactsError.unavailableOffline: self = .unavailableOffline
        case ContactsError.sourceProblem(let problem): self = .sourceProblem(problem)
        case ContactsError.contactNotFound(let id): self = .contactNotFound(id: id)
        case ContactsError.invalidName(let problem): self = .invalidName(problem)
        case ContactsError.couldNotSave: self = .couldNotSave
        default: self = .couldNotLoad
        }
    }
}
