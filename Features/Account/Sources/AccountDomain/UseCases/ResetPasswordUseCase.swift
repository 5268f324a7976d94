/// The person types the code they were sent and a new password.
public struct ResetPasswordUseCase: Sendable {
    private let resetPassword: any ResetPasswordInterface

    public init(resetPassword: any ResetPasswordInterface) {
        self.resetPassword = resetPassword
    }

    public func execute(email: String, code: String, newPassword: String) async throws(AccountError) {
        try await resetPassword.resetPassword(email: email, code: code, newPassword: newPassword)
    }
}
