import Foundation

/// What the fake account backend holds: its accounts, the tokens it gave, the reset codes it
/// sent and the failed sign-ins it counted.
struct FakeAccountBackendState: Sendable {
    struct Account: Sendable {
        var id: String
        var name: String
        var email: String
        var password: String
        var memberSince: Date
        var toolOpens = 0
        var lessonCompletions = 0
        var shares = 0
        /// Product id → when it was saved.
        var wishlist: [String: Date] = [:]
    }

    var accounts: [String: Account] = [:]
    /// Access token → account email.
    var accessTokens: [String: String] = [:]
    /// Refresh token → account email.
    var refreshTokens: [String: String] = [:]
    /// Email → reset code sent.
    var resetCodes: [String: String] = [:]
    var failedSignIns: [String: Int] = [:]
    var issued = 0
    var isDown = false
    var refreshOmitsRefreshToken = false
    var tokenTypeLowercase = false
    var refreshCount = 0
    var received: [FakeAccountBackend.Request] = []

    mutating func issueTokens(for email: String) -> (access: String, refresh: String) {
        issued += 1
        let access = "access-\(issued)"
        let refresh = "refresh-\(issued)"
        accessTokens[access] = email
        refreshTokens[refresh] = email
        return (access, refresh)
    }

    /// The account a bearer `authorization` header stands for, if its token is valid.
    func account(authorization: String?) -> Account? {
        guard let authorization, authorization.hasPrefix("Bearer ") else { return nil }
        return accessTokens[String(authorization.dropFirst(7))].flatMap { accounts[$0] }
    }
}
