import Foundation
import GRDB

/// Reads and writes of the `account` table.
enum AccountTable {
    /// Adds `account`, found from then on by `email`'s key; false when another account has that address.
    static func insert(_ account: Account, emailKey: String, _ db: Database) throws -> Bool {
        try db.execute(
            sql: """
                INSERT INTO account (id, name, email, email_key, password_hash, member_since, token_generation)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING
                """,
            arguments: [
                account.id, account.name, account.email, emailKey, account.passwordHash,
                account.memberSince.timeIntervalSince1970, account.tokenGeneration,
            ])
        return db.changesCount == 1
    }

    static func find(emailKey: String, _ db: Database) throws -> Account? {
        try Row.fetchOne(db, sql: "SELECT * FROM account WHERE email_key = ?", arguments: [emailKey]).map(Account.init)
    }

    static func find(id: String, _ db: Database) throws -> Account? {
        try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [id]).map(Account.init)
    }

    /// Deletes the account and, by cascade, its tokens, wishlist, activity and reset code.
    static func delete(id: String, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [id])
    }

    static func setPasswordHash(_ hash: String, id: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE account SET password_hash = ? WHERE id = ?", arguments: [hash, id])
    }

    /// Raises the generation access tokens must carry: every one issued before is no good from now on.
    static func raiseTokenGeneration(id: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE account SET token_generation = token_generation + 1 WHERE id = ?", arguments: [id])
    }
}
