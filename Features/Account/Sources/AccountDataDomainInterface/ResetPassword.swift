import AccountData
import AccountDomain

/// Sets a new password with the code the backend sent.
public struct ResetPassword: ResetPasswordInterface {
    private let registrations: AccountRegistrationRepository

    public init(registrations: AccountRegistrationRepository) {
        self.registrations = registrations
    }

    public func resetPassword(email: String, code: String, newPassword: String) async throws(AccountError) {
        let email = try AccountInputRules.email(email)
        let code = code.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, !code.contains(where: \.isNewline) else { throw .invalidCode }
        let password = try AccountInputRules.password(newPassword)
        do {
            try await registrations.reset(email: email, code: code, password: password)
        } catch {
            throw AccountFailureRules.error(error)
        }
    }
}
