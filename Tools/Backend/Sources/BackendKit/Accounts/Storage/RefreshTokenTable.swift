import Foundation
import GRDB

/// Reads and writes of the `token_family` and `refresh_token` tables. A family is one sign-in:
/// its first refresh token and every one a refresh exchanged for it since. Refresh tokens are
/// kept as their SHA-256 only.
enum RefreshTokenTable {
    /// A refresh token as stored, with its family.
    struct Stored: Sendable, Equatable {
        let familyId: String
        let accountId: String
        let expiresAt: Date
        /// When a refresh exchanged it for a newer one; presenting it again after is a reuse.
        let retiredAt: Date?
        /// When its family was revoked, if it was.
        let familyRevokedAt: Date?
    }

    /// Starts a family for `accountId`; its id.
    static func startFamily(accountId: String, at now: Date, _ db: Database) throws -> String {
        let id = UUID().uuidString.lowercased()
        try db.execute(
            sql: "INSERT INTO token_family (id, account_id, created_at) VALUES (?, ?, ?)",
            arguments: [id, accountId, now.timeIntervalSince1970])
        return id
    }

    static func insert(tokenHash: String, familyId: String, issuedAt: Date, expiresAt: Date, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO refresh_token (token_hash, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?)",
            arguments: [tokenHash, familyId, issuedAt.timeIntervalSince1970, expiresAt.timeIntervalSince1970])
    }

    static func find(tokenHash: String, _ db: Database) throws -> Stored? {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT refresh_token.family_id, token_family.account_id, refresh_token.expires_at,
                       refresh_token.retired_at, token_family.revoked_at
                FROM refresh_token JOIN token_family ON token_family.id = refresh_token.family_id
                WHERE refresh_token.token_hash = ?
                """,
            arguments: [tokenHash])
        return row.map { row in
            Stored(
                familyId: row[0], accountId: row[1], expiresAt: Date(timeIntervalSince1970: row[2]),
                retiredAt: (row[3] as Double?).map(Date.init(timeIntervalSince1970:)),
                familyRevokedAt: (row[4] as Double?).map(Date.init(timeIntervalSince1970:)))
        }
    }

    static func retire(tokenHash: String, at now: Date, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE refresh_token SET retired_at = ? WHERE token_hash = ? AND retired_at IS NULL",
            arguments: [now.timeIntervalSince1970, tokenHash])
    }

    static func revokeFamily(id: String, at now: Date, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE token_family SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
            arguments: [now.timeIntervalSince1970, id])
    }

    /// Revokes every family of the account; how many were still in force.
    @discardableResult
    static func revokeFamilies(accountId: String, at now: Date, _ db: Database) throws -> Int {
        try db.execute(
            sql: "UPDATE token_family SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL",
            arguments: [now.timeIntervalSince1970, accountId])
        return db.changesCount
    }

    /// Whether the family `id` is the account's and not revoked.
    static func familyIsInForce(id: String, accountId: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT revoked_at IS NULL FROM token_family WHERE id = ? AND account_id = ?",
            arguments: [id, accountId]) ?? false
    }
}
