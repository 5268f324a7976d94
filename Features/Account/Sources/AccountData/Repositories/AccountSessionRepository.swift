/// The session: signing in with a password (its tokens kept), trading the refresh token for a
/// new access token, revoking it on the backend, and forgetting it on this device.
public struct AccountSessionRepository: Sendable {
    private let auth: AccountAuthAPI
    private let store: AccountSessionStore

    public init(auth: AccountAuthAPI, store: AccountSessionStore) {
        self.auth = auth
        self.store = store
    }

    public var tokens: AccountTokensDataModel? { store.tokens() }

    /// Whether the backend ended the session in this run.
    public var wasEndedByBackend: Bool { store.wasEndedByBackend }

    /// Signs in and keeps the session's tokens.
    public func signIn(email: String, password: String) async throws(AccountBackendFailure) {
        let grant = try await auth.signIn(email: email, password: password)
        do {
            try store.save(AccountTokensDataModel(accessToken: grant.accessToken, refreshToken: grant.refreshToken))
        } catch {
            throw .badAnswer
        }
    }

    /// Notes whose session it is, once the backend said.
    public func attach(accountId: String) {
        guard var tokens = store.tokens(), tokens.accountId != accountId else { return }
        tokens.accountId = accountId
        try? store.save(tokens)
    }

    /// A new access token for the session, the refresh token kept unless the backend sent a new one.
    /// - Throws: what the backend said; the session is left as it was.
    public func refresh() async throws(AccountBackendFailure) -> String? {
        guard let tokens = store.tokens(), let refreshToken = tokens.refreshToken else { return nil }
        let grant = try await auth.refresh(refreshToken: refreshToken)
        let renewed = AccountTokensDataModel(
            accessToken: grant.accessToken, refreshToken: grant.refreshToken ?? refreshToken, accountId: tokens.accountId)
        try? store.save(renewed)
        return renewed.accessToken
    }

    /// Asks the backend to revoke the session's refresh token. Whether it did.
    public func revoke() async -> Bool {
        guard let refreshToken = store.tokens()?.refreshToken else { return false }
        do {
            try await auth.revoke(refreshToken: refreshToken)
            return true
        } catch {
            return false
        }
    }

    /// Forgets the session on this device; `byBackend`: the backend ended it.
    public func end(byBackend: Bool = false) {
        store.end(byBackend: byBackend)
    }
}
