import Foundation

/// The session's tokens, as kept in their own file of the data folder (never in the database,
/// a log or the output).
public struct AccountTokensDataModel: Codable, Equatable, Sendable {
    public var accessToken: String
    public var refreshToken: String?
    /// Whose session it is, once the backend said (`GET /me`).
    public var accountId: String?

    public init(accessToken: String, refreshToken: String?, accountId: String? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.accountId = accountId
    }
}
