/// What a sign-in or a refresh hands out: a signed access token and a new refresh token.
struct IssuedTokens: Sendable, Equatable {
    let accessToken: String
    let refreshToken: String
    /// The access token's life in seconds.
    let expiresIn: Int
}
