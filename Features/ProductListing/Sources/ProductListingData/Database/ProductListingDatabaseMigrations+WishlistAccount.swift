import GRDB

extension ProductListingDatabaseMigrations {
    /// Whose wishlist the device's is, when it follows a signed-in account, and the changes
    /// made to it that the account's backend has not been told yet (one per product: the last).
    func registerWishlistAccount(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v7.wishlist-account") { db in
            try db.execute(
                sql: """
                    CREATE TABLE product_wishlist_owner (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        account_id TEXT NOT NULL
                    );
                    CREATE TABLE product_wishlist_unsent (
                        product_id TEXT PRIMARY KEY,
                        is_removal INTEGER NOT NULL
                    );
                    """)
        }
    }
}
