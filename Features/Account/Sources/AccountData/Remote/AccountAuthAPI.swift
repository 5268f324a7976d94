import Networking

/// The backend's sign-in side (`/auth/…`): registration, the OAuth password and refresh
/// grants, revocation and password resets. Every one is sent without the session's token.
public struct AccountAuthAPI: Sendable {
    private let client: AccountBackendClient

    public init(client: AccountBackendClient) {
        self.client = client
    }

    public func register(name: String, email: String, password: String) async throws(AccountBackendFailure)
        -> AccountDataModel
    {
        try await withoutToken({ $0.register(name: name, email: email, password: password) }) {
            AccountBackendClient.json(AccountDTO.self)($0)?.account
        }
    }

    public func signIn(email: String, password: String) async throws(AccountBackendFailure) -> TokenGrantDataModel {
        try await withoutToken({ $0.passwordGrant(email: email, password: password) }) {
            AccountBackendClient.json(TokenResponseDTO.self)($0)?.grant
        }
    }

    public func refresh(refreshToken: String) async throws(AccountBackendFailure) -> TokenGrantDataModel {
        try await withoutToken({ $0.refreshGrant(refreshToken: refreshToken) }) {
            AccountBackendClient.json(TokenResponseDTO.self)($0)?.grant
        }
    }

    public func revoke(refreshToken: String) async throws(AccountBackendFailure) {
        try await withoutToken({ $0.revoke(refreshToken: refreshToken) }) { _ in () }
    }

    public func forgotPassword(email: String) async throws(AccountBackendFailure) {
        try await withoutToken({ $0.forgot(email: email) }) { _ in () }
    }

    public func resetPassword(email: String, code: String, password: String) async throws(AccountBackendFailure) {
        try await withoutToken({ $0.reset(email: email, code: code, password: password) }) { _ in () }
    }

    private func withoutToken<Value: Sendable>(
        _ build: (AccountBackendRequests) -> HTTPRequest, decode: (HTTPResponse) -> Value?
    ) async throws(AccountBackendFailure) -> Value {
        let result: Result<Value, AccountBackendFailure> = await BearerTokenScope.withoutToken {
            do throws(AccountBackendFailure) {
                return .success(try await client.send(build, decode: decode))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
