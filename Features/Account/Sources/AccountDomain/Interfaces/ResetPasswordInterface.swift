/// Sets a new password with the code sent to the account's email address.
public protocol ResetPasswordInterface: Sendable {
    func resetPassword(email: String, code: String, newPassword: String) async throws(AccountError)
}
