/// Where the access token of the person signed in to the app's backend comes from: the host
/// hands one to ``BearerAuthorizingTransport``, which asks it for the token to add to each
/// request and, when the backend refuses that token, for a new one.
public protocol BearerTokenSource: Sendable {
    /// The token to send now; `nil` when nobody is signed in.
    func accessToken() async -> String?
    /// Gets a new access token (a refresh token traded for it) and returns it; `nil` when none
    /// could be had. ``SingleFlightTokenRefresh`` makes sure it is called once for a refused
    /// token, however many requests were refused at once.
    func refreshAccessToken() async -> String?
}
