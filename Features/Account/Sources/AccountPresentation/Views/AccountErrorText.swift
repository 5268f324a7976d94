import AccountDomain
import Localization

/// An account error in the app language: what was wrong, and what to type instead.
enum AccountErrorText {
    static func text(_ error: AccountError, _ strings: Localizer<AccountStringKey>) -> String {
        switch error {
        case .noBackend: strings.text(.errorNoBackend)
        case .backendUnreachable: strings.text(.errorBackendUnreachable)
        case .wrongEmailOrPassword: strings.text(.errorWrongEmailOrPassword)
        case .tooManyAttempts(let seconds?) where seconds > 0:
            strings.text(.errorTooManyAttempts, ["minutes": String((seconds + 59) / 60)])
        case .tooManyAttempts: strings.text(.errorTooManyAttemptsLater)
        case .weakPassword: strings.text(.errorWeakPassword)
        case .emailTaken: strings.text(.errorEmailTaken)
        case .invalidEmail: strings.text(.errorInvalidEmail)
        case .emptyPassword: strings.text(.errorEmptyPassword)
        case .emptyName: strings.text(.errorEmptyName)
        case .invalidCode: strings.text(.errorInvalidCode)
        case .confirmationMismatch: strings.text(.errorConfirmationMismatch)
        case .notSignedIn: strings.text(.errorNotSignedIn)
        case .alreadySignedIn(let name): strings.text(.errorAlreadySignedIn, ["name": name])
        case .signedOutByBackend: strings.text(.signedOutByBackendLine)
        case .backendProblem: strings.text(.errorBackendProblem)
        }
    }
}
