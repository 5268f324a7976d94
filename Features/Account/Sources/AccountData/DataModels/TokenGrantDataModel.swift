/// What `POST /auth/token` gave: a new access token, and a new refresh token when the backend
/// sent one (a refresh that sends none keeps the one the session has).
public struct TokenGrantDataModel: Equatable, Sendable {
    public var accessToken: String
    public var refreshToken: String?
    public var expiresInSeconds: Int?

    public init(accessToken: String, refreshToken: String?, expiresInSeconds: Int?) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresInSeconds = expiresInSeconds
    }
}
