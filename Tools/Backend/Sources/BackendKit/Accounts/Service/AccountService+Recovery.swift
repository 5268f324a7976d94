import Foundation

extension AccountService {
    /// How long a reset code works: 15 minutes.
    static let resetCodeLifetime: TimeInterval = 15 * 60
    /// Wrong codes tried before an account's code stops working (a new one must be asked for).
    static let resetCodeAttempts = 5

    /// Sends a reset code to the account with this address, if there is one; says nothing either way.
    func sendResetCode(to address: String) async throws {
        let emailKey = EmailAddress.key(of: address)
        let now = clock.now()
        let code = SecretTokens.resetCode()
        let account = try await database.write { db -> Account? in
            guard let account = try AccountTable.find(emailKey: emailKey, db) else { return nil }
            try PasswordResetTable.replace(
                code: code, accountId: account.id, expiresAt: now.addingTimeInterval(Self.resetCodeLifetime), db)
            return account
        }
        guard let account else { return }
        mailbox.send(
            ResetCodeMessage.make(to: account.email, code: code, validMinutes: Int(Self.resetCodeLifetime / 60), at: now))
        logger.info("reset code sent", metadata: ["account": "\(account.id)"])
    }

    /// Sets a new password when `code` is the account's latest reset code, still in time, and
    /// signs the account out everywhere; false when the address, code or time is wrong.
    func resetPassword(address: String, code: String, newPassword: String) async throws -> Bool {
        let emailKey = EmailAddress.key(of: address)
        let now = clock.now()
        // Hashed first, whatever comes: a wrong guess costs as much as a right one.
        let passwordHash = await hasher.hash(newPassword)
        let reset = try await database.write { db -> Bool in
            guard let account = try AccountTable.find(emailKey: emailKey, db),
                let stored = try PasswordResetTable.find(accountId: account.id, db),
                stored.expiresAt > now, stored.failedAttempts < Self.resetCodeAttempts
            else { return false }
            guard stored.codeHash == PasswordResetTable.codeHash(code, accountId: account.id) else {
                try PasswordResetTable.countFailedAttempt(accountId: account.id, db)
                return false
            }
            try AccountTable.setPasswordHash(passwordHash, id: account.id, db)
            try PasswordResetTable.remove(accountId: account.id, db)
            try Self.signOutEverywhere(accountId: account.id, at: now, db)
            return true
        }
        if reset { throttle.forget(emailKey) }
        return reset
    }

    /// Revokes every refresh token of the account with this address and every access token issued
    /// to it until now; false when no account has the address.
    func signOutEverywhere(address: String) async throws -> Bool {
        let emailKey = EmailAddress.key(of: address)
        let now = clock.now()
        let done = try await database.write { db -> Bool in
            guard let account = try AccountTable.find(emailKey: emailKey, db) else { return false }
            try Self.signOutEverywhere(accountId: account.id, at: now, db)
            return true
        }
        if done { logger.info("signed out everywhere", metadata: ["email": "\(emailKey)"]) }
        return done
    }
}
