import Foundation
import GRDB
import JWTKit

extension AccountService {
    /// What a password sign-in came to.
    enum SignInOutcome: Sendable, Equatable {
        case signedIn(IssuedTokens)
        /// The address or password is wrong (which of them is not said).
        case refused
        /// Too many failures for this address lately: try again in this many seconds.
        case locked(seconds: Int)
    }

    /// What a refresh came to.
    enum RefreshOutcome: Sendable, Equatable {
        case refreshed(IssuedTokens)
        /// Why the refresh token is no good, in words for the `error_description`.
        case refused(String)
    }

    /// Signs in with an address (`username`) and password; a new family of refresh tokens.
    func signIn(username: String, password: String) async throws -> SignInOutcome {
        let emailKey = EmailAddress.key(of: username)
        let now = clock.now()
        if let seconds = throttle.secondsLocked(emailKey, at: now) { return .locked(seconds: seconds) }
        let found = try await database.read { db in try AccountTable.find(emailKey: emailKey, db) }
        guard await hasher.verify(password, against: found?.passwordHash), let account = found else {
            throttle.recordFailure(emailKey, at: now)
            return .refused
        }
        throttle.forget(emailKey)
        let refreshToken = SecretTokens.refreshToken()
        let familyId = try await database.write { db in
            let familyId = try RefreshTokenTable.startFamily(accountId: account.id, at: now, db)
            try self.storeRefreshToken(refreshToken, familyId: familyId, at: now, db)
            return familyId
        }
        logger.info("signed in", metadata: ["account": "\(account.id)"])
        return .signedIn(try await tokens(for: account, familyId: familyId, refreshToken: refreshToken, at: now))
    }

    /// Exchanges a refresh token for new tokens in its family, retiring it. A retired one
    /// presented again revokes its whole family: someone else may hold a copy.
    func refresh(_ presented: String) async throws -> RefreshOutcome {
        enum Step: Sendable {
            case rotated(Account, familyId: String)
            case refused(String)
        }
        let now = clock.now()
        let presentedHash = SecretTokens.storedHash(of: presented)
        let refreshToken = SecretTokens.refreshToken()
        let step = try await database.write { db -> Step in
            guard let stored = try RefreshTokenTable.find(tokenHash: presentedHash, db) else {
                return .refused("the refresh token is not known")
            }
            guard stored.familyRevokedAt == nil else { return .refused("the refresh token has been revoked") }
            guard stored.retiredAt == nil else {
                try RefreshTokenTable.revokeFamily(id: stored.familyId, at: now, db)
                return .refused("the refresh token was used already: every token of its sign-in is revoked")
            }
            guard stored.expiresAt > now else { return .refused("the refresh token has expired") }
            guard let account = try AccountTable.find(id: stored.accountId, db) else {
                return .refused("the refresh token is not known")
            }
            try RefreshTokenTable.retire(tokenHash: presentedHash, at: now, db)
            try self.storeRefreshToken(refreshToken, familyId: stored.familyId, at: now, db)
            return .rotated(account, familyId: stored.familyId)
        }
        switch step {
        case .refused(let reason):
            logger.notice("refresh refused", metadata: ["reason": "\(reason)"])
            return .refused(reason)
        case .rotated(let account, let familyId):
            return .refreshed(try await tokens(for: account, familyId: familyId, refreshToken: refreshToken, at: now))
        }
    }

    /// Revokes the sign-in `token` belongs to — a refresh token's family, or the family an access
    /// token of this backend was issued in. A token not known is let be (RFC 7009 answers 200 alike).
    func revoke(_ token: String) async throws {
        let now = clock.now()
        let tokenHash = SecretTokens.storedHash(of: token)
        let revokedRefreshToken = try await database.write { db -> Bool in
            guard let stored = try RefreshTokenTable.find(tokenHash: tokenHash, db) else { return false }
            try RefreshTokenTable.revokeFamily(id: stored.familyId, at: now, db)
            return true
        }
        guard !revokedRefreshToken, let claims = await accessTokens.claims(of: token) else { return }
        try await database.write { db in try RefreshTokenTable.revokeFamily(id: claims.sid, at: now, db) }
    }

    private func storeRefreshToken(_ token: String, familyId: String, at now: Date, _ db: Database) throws {
        try RefreshTokenTable.insert(
            tokenHash: SecretTokens.storedHash(of: token), familyId: familyId, issuedAt: now,
            expiresAt: now.addingTimeInterval(TimeInterval(configuration.refreshTokenLifetime)), db)
    }

    private func tokens(for account: Account, familyId: String, refreshToken: String, at now: Date) async throws
        -> IssuedTokens
    {
        let lifetime = configuration.accessTokenLifetime
        let claims = AccessTokenClaims(
            sub: SubjectClaim(value: account.id), sid: familyId, gen: account.tokenGeneration, iat: IssuedAtClaim(value: now),
            exp: ExpirationClaim(value: now.addingTimeInterval(TimeInterval(lifetime))),
            jti: IDClaim(value: UUID().uuidString.lowercased()))
        return IssuedTokens(accessToken: try await accessTokens.sign(claims), refreshToken: refreshToken, expiresIn: lifetime)
    }
}
