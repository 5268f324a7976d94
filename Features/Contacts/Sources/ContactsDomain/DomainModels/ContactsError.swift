/// What can go wrong in the contact book.
public enum ContactsError: Error, Equatable, Sendable {
    /// The source cannot be reached and nothing is saved yet.
    case unavailableOffline
    /// The source gave no usable page, for this reason, and nothing is saved yet.
    case sourceProblem(ContactsSourceProblemDomainModel)
    /// No saved contact has this id.
    case contactNotFound(id: String)
    /// A name part is empty or too long.
    case invalidName(ContactNameProblemDomainModel)
    /// The change could not be saved; nothing changed.
    case couldNotSave
}

/// Why a new name was refused.
public enum ContactNameProblemDomainModel: Error, Equatable, Sendable {
    case emptyFirstName
    case emptyLastName
    case firstNameTooLong(maximum: Int)
    case lastNameTooLong(maximum: Int)
    case nothingToChange
}
