import Foundation
import GRDB

/// Reads and writes of the `wishlist_item` table.
enum WishlistTable {
    /// A product on the wishlist, and when it was put there.
    struct Item: Sendable, Equatable {
        let productId: String
        let addedAt: Date
    }

    /// The account's items, the earliest added first (in the order they were added when at the same instant).
    static func items(accountId: String, _ db: Database) throws -> [Item] {
        try Row.fetchAll(
            db, sql: "SELECT product_id, added_at FROM wishlist_item WHERE account_id = ? ORDER BY added_at, rowid",
            arguments: [accountId]
        ).map { Item(productId: $0[0], addedAt: Date(timeIntervalSince1970: $0[1])) }
    }

    /// Puts the product on the wishlist; one already there keeps when it was added.
    static func add(productId: String, accountId: String, at now: Date, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO wishlist_item (account_id, product_id, added_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, product_id) DO NOTHING
                """,
            arguments: [accountId, productId, now.timeIntervalSince1970])
    }

    static func remove(productId: String, accountId: String, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM wishlist_item WHERE account_id = ? AND product_id = ?", arguments: [accountId, productId])
    }
}
