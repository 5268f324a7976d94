/// The person forgot their password and asks for a reset code.
public struct RequestPasswordResetUseCase: Sendable {
    private let requestPasswordReset: any RequestPasswordResetInterface

    public init(requestPasswordReset: any RequestPasswordResetInterface) {
        self.requestPasswordReset = requestPasswordReset
    }

    public func execute(email: String) async throws(AccountError) {
        try await requestPasswordReset.requestPasswordReset(email: email)
    }
}
