import AccountData
import AccountDomain

/// Asks for a reset code for an address that looks like one. The backend answers the same
/// whether or not an account has it.
public struct RequestPasswordReset: RequestPasswordResetInterface {
    private let registrations: AccountRegistrationRepository

    public init(registrations: AccountRegistrationRepository) {
        self.registrations = registrations
    }

    public func requestPasswordReset(email: String) async throws(AccountError) {
        let email = try AccountInputRules.email(email)
        do {
            try await registrations.requestReset(email: email)
        } catch {
            throw AccountFailureRules.error(error)
        }
    }
}
