import Foundation

extension AccountService {
    /// Deletes the account with its tokens, wishlist, activity and reset code.
    func delete(_ account: Account) async throws {
        try await database.write { db in try AccountTable.delete(id: account.id, db) }
        logger.info("account deleted", metadata: ["account": "\(account.id)"])
    }

    func activity(of account: Account) async throws -> ActivityTable.Totals {
        try await database.read { db in try ActivityTable.totals(accountId: account.id, db) }
    }

    /// Adds `increments` to the account's activity; the new totals.
    func addActivity(_ increments: ActivityTable.Totals, to account: Account) async throws -> ActivityTable.Totals {
        try await database.write { db in try ActivityTable.add(increments, accountId: account.id, db) }
    }

    func wishlist(of account: Account) async throws -> [WishlistTable.Item] {
        try await database.read { db in try WishlistTable.items(accountId: account.id, db) }
    }

    func addToWishlist(productId: String, for account: Account) async throws {
        let now = clock.now()
        try await database.write { db in try WishlistTable.add(productId: productId, accountId: account.id, at: now, db) }
    }

    func removeFromWishlist(productId: String, for account: Account) async throws {
        try await database.write { db in try WishlistTable.remove(productId: productId, accountId: account.id, db) }
    }
}
