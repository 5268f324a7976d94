/// Asks the backend to send a reset code to an email address.
public protocol RequestPasswordResetInterface: Sendable {
    func requestPasswordReset(email: String) async throws(AccountError)
}
