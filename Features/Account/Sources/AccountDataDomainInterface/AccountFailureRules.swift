import AccountData
import AccountDomain

/// What a backend's answer means for the person, in the feature's own terms.
enum AccountFailureRules {
    static func error(_ failure: AccountBackendFailure) -> AccountError {
        switch failure {
        case .noBackend: .noBackend
        case .unreachable: .backendUnreachable
        case .unauthorized: .signedOutByBackend
        case .tooManyAttempts(let seconds): .tooManyAttempts(retryAfterSeconds: seconds)
        case .badAnswer: .backendProblem
        case .refused(_, let code): error(code: code)
        }
    }

    private static func error(code: String?) -> AccountError {
        switch code {
        case "invalid_grant": .wrongEmailOrPassword
        case "weak_password": .weakPassword
        case "email_taken": .emailTaken
        case "invalid_code": .invalidCode
        case "too_many_attempts": .tooManyAttempts(retryAfterSeconds: nil)
        default: .backendProblem
        }
    }
}
