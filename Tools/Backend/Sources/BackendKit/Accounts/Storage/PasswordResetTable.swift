import Foundation
import GRDB

/// Reads and writes of the `password_reset` table: the latest reset code of each account, kept as
/// a SHA-256 of the account's id and the code, with its expiry and the wrong tries made at it.
enum PasswordResetTable {
    /// A reset code as stored.
    struct Stored: Sendable, Equatable {
        let codeHash: String
        let expiresAt: Date
        let failedAttempts: Int
    }

    /// What is stored of `code` for the account.
    static func codeHash(_ code: String, accountId: String) -> String {
        SecretTokens.storedHash(of: "\(accountId):\(code)")
    }

    /// Keeps `code` for the account until `expiresAt`, in place of any earlier one.
    static func replace(code: String, accountId: String, expiresAt: Date, _ db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO password_reset (account_id, code_hash, expires_at) VALUES (?, ?, ?)",
            arguments: [accountId, codeHash(code, accountId: accountId), expiresAt.timeIntervalSince1970])
    }

    static func find(accountId: String, _ db: Database) throws -> Stored? {
        try Row.fetchOne(
            db, sql: "SELECT code_hash, expires_at, failed_attempts FROM password_reset WHERE account_id = ?",
            arguments: [accountId]
        ).map { Stored(codeHash: $0[0], expiresAt: Date(timeIntervalSince1970: $0[1]), failedAttempts: $0[2]) }
    }

    static func countFailedAttempt(accountId: String, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE password_reset SET failed_attempts = failed_attempts + 1 WHERE account_id = ?", arguments: [accountId])
    }

    static func remove(accountId: String, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM password_reset WHERE account_id = ?", arguments: [accountId])
    }
}
