import Foundation
import GRDB

extension AccountService {
    /// Revokes every family of the account and raises its token generation, so that no access
    /// token issued before stays good.
    static func signOutEverywhere(accountId: String, at now: Date, _ db: Database) throws {
        try RefreshTokenTable.revokeFamilies(accountId: accountId, at: now, db)
        try AccountTable.raiseTokenGeneration(id: accountId, db)
    }
}
