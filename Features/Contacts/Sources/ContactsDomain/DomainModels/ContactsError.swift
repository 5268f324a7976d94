/// What can go wrong in the contact book.
public enum ContactsError: Error, Equatable, Sendable {
    /// The source cannot be reached and nothing is saved yet.
    case unavailableOffline
    /// The source gave no usable page, for this reason, and nothing is saved yet.
    case sourceProblem(ContactsSourceProblemDomainModel)
    /// No saved contact has this id.
    case contactNotFound(id: String)
    /// A name part is empty, too long, or holds characters that show nothing.
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
    /// More UTF-8 bytes than the characters allowed could need (stacked marks).
    case firstNameTooManyBytes(maximum: Int)
    case lastNameTooManyBytes(maximum: Int)
    /// A character that shows nothing or reorders the text (U+FEFF, a zero-width space, a bidi override).
    case firstNameInvisibleCharacters
    case lastNameInvisibleCharacters
    case nothingToChange
}
