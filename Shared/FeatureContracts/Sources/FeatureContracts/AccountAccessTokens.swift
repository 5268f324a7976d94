/// The signed-in person's access token for a request to the app's backend: offered by the
/// feature that keeps the account; the host hands it to Networking, which adds it to the
/// requests it sends to that backend only, and asks for a new one when the backend refuses it.
public protocol AccountAccessTokens: Sendable {
    /// The token to send now; `nil` when nobody is signed in.
    func accessToken() async -> String?
    /// Trades the session's refresh token for a new access token, and returns it. `nil` when
    /// there is none: nobody is signed in, the backend cannot be reached (the session stays,
    /// to try again later), or the backend refused the refresh token (the session has ended
    /// for good, and the person is told to sign in again). Networking makes sure one refresh
    /// runs at a time, however many requests were refused at once.
    func refreshAccessToken() async -> String?
}
