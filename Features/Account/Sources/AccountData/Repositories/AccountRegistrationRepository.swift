/// Accounts made and passwords reset: what needs no session.
public struct AccountRegistrationRepository: Sendable {
    private let auth: AccountAuthAPI

    public init(auth: AccountAuthAPI) {
        self.auth = auth
    }

    public func register(name: String, email: String, password: String) async throws(AccountBackendFailure)
        -> AccountDataModel
    {
        try await auth.register(name: name, email: email, password: password)
    }

    public func requestReset(email: String) async throws(AccountBackendFailure) {
        try await auth.forgotPassword(email: email)
    }

    public func reset(email: String, code: String, password: String) async throws(AccountBackendFailure) {
        try await auth.resetPassword(email: email, code: code, password: password)
    }
}
