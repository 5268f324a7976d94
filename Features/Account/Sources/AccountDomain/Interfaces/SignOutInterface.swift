/// Ends the session: the backend is told when it can be, and nothing of the account stays.
public protocol SignOutInterface: Sendable {
    /// Whether the backend heard of it (the refresh token is revoked there).
    func signOut() async throws(AccountError) -> Bool
}
