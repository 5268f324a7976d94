import Foundation
import GRDB

/// An account as stored: who it is, its password's bcrypt hash, and the generation its access
/// tokens must carry (raised to sign it out everywhere at once).
struct Account: Sendable, Equatable {
    let id: String
    var name: String
    var email: String
    var passwordHash: String
    let memberSince: Date
    var tokenGeneration: Int

    init(row: Row) {
        id = row["id"]
        name = row["name"]
        email = row["email"]
        passwordHash = row["password_hash"]
        memberSince = Date(timeIntervalSince1970: row["member_since"])
        tokenGeneration = row["token_generation"]
    }

    init(id: String, name: String, email: String, passwordHash: String, memberSince: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.passwordHash = passwordHash
        self.memberSince = memberSince
        tokenGeneration = 0
    }
}
