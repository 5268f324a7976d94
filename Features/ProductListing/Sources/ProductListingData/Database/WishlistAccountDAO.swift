import GRDB
import Persistence

/// Whose wishlist the device's is, and the changes the account's backend still has to hear of.
public struct WishlistAccountDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The account the wishlist follows; `nil` when it is the device's own.
    public func owner() async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT account_id FROM product_wishlist_owner WHERE id = 1")
        }
    }

    public func setOwner(_ accountId: String) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO product_wishlist_owner (id, account_id) VALUES (1, ?)", arguments: [accountId])
        }
    }

    /// The changes not sent yet, oldest product first.
    public func unsent() async throws -> [WishlistUnsentChangeDataModel] {
        try await database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT product_id, is_removal FROM product_wishlist_unsent ORDER BY rowid").map {
                WishlistUnsentChangeDataModel(productId: $0["product_id"], isRemoval: $0["is_removal"])
            }
        }
    }

    /// Keeps `change` to send, in place of an earlier change to the same product.
    public func keepUnsent(_ change: WishlistUnsentChangeDataModel) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO product_wishlist_unsent (product_id, is_removal) VALUES (?, ?)",
                arguments: [change.productId, change.isRemoval])
        }
    }

    /// Forgets `change` once sent (unless the product changed again meanwhile).
    public func markSent(_ change: WishlistUnsentChangeDataModel) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM product_wishlist_unsent WHERE product_id = ? AND is_removal = ?",
                arguments: [change.productId, change.isRemoval])
        }
    }

    /// Removes the wishlist, what is still to send and whose it was, in one transaction: nothing
    /// of the account's stays.
    public func forgetAccountWishlist() async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM product_wishlist_item; DELETE FROM product_wishlist_unsent; DELETE FROM product_wishlist_owner;"
            )
        }
    }
}
