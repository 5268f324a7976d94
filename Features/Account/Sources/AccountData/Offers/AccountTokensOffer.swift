import FeatureContracts

/// The session's access token for Networking, and its refresh: a refresh token the backend
/// refuses ends the session for good (the account screen then says to sign in again, and keeps
/// its saved copy); a backend that cannot be reached leaves the session as it was.
public struct AccountTokensOffer: AccountAccessTokens {
    private let sessions: AccountSessionRepository

    public init(sessions: AccountSessionRepository) {
        self.sessions = sessions
    }

    public func accessToken() async -> String? {
        sessions.tokens?.accessToken
    }

    public func refreshAccessToken() async -> String? {
        do {
            return try await sessions.refresh()
        } catch .refused, .unauthorized {
            sessions.end(byBackend: true)
            return nil
        } catch {
            return nil
        }
    }
}
