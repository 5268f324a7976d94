import ContactsDomain
import Localization

extension ContactsFailure {
    /// The failure said in the app language.
    func text(_ strings: Localizer<ContactsStringKey>) -> String {
        switch self {
        case .unavailableOffline: return strings.text(.errorUnavailableOffline)
        case .sourceProblem(let problem): return problem.text(strings) + " " + strings.text(.problemNothingSaved)
        case .contactNotFound(let id): return strings.text(.errorContactNotFound, ["id": id])
        case .couldNotSave: return strings.text(.errorCouldNotSave)
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        case .invalidName(let problem): return problem.text(strings)
        }
    }
}

extension ContactNameProblemDomainModel {
    func text(_ strings: Localizer<ContactsStringKey>) -> String {
        switch self {
        case .emptyFirstName: return strings.text(.errorEmptyFirstName)
        case .emptyLastName: return strings.text(.errorEmptyLastName)
        case .firstNameTooLong(let maximum): return strings.text(.errorFirstNameTooLong, ["maximum": String(maximum)])
        case .lastNameTooLong(let maximum): return strings.text(.errorLastNameTooLong, ["maximum": String(maximum)])
        case .firstNameTooManyBytes(let maximum): return strings.text(.errorFirstNameTooManyBytes, ["maximum": String(maximum)])
        case .lastNameTooManyBytes(let maximum): return strings.text(.errorLastNameTooManyBytes, ["maximum": String(maximum)])
        case .firstNameInvisibleCharacters: return strings.text(.errorFirstNameInvisible)
        case .lastNameInvisibleCharacters: return strings.text(.errorLastNameInvisible)
        case .nothingToChange: return strings.text(.errorEditUsage)
        }
    }
}
