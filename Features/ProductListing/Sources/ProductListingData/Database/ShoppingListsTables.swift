import GRDB

/// The tables of the person's bag and wishlist, added to the feature's
/// migrations after the catalog's. They do not reference the catalog tables:
/// a new catalog replaces those wholesale, and the person's lists must outlive it.
enum ShoppingListsTables {
    static func register(in migrator: inout DatabaseMigrator, featureName: String) {
        migrator.registerMigration("\(featureName).v2.bag-and-wishlist") { db in
            try db.execute(
                sql: """
                    CREATE TABLE product_bag_line (
                        sku TEXT PRIMARY KEY,
                        position INTEGER NOT NULL,
                        style_number TEXT NOT NULL,
                        colour_id TEXT NOT NULL,
                        size TEXT,
                        quantity INTEGER NOT NULL CHECK (quantity > 0),
                        brand_name TEXT NOT NULL,
                        product_name TEXT NOT NULL,
                        colour_name TEXT NOT NULL,
                        unit_price INTEGER NOT NULL,
                        currency_code TEXT NOT NULL
                    );
                    CREATE TABLE product_wishlist_item (
                        style_number TEXT NOT NULL,
                        colour_id TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        size TEXT,
                        brand_name TEXT NOT NULL,
                        product_name TEXT NOT NULL,
                        colour_name TEXT NOT NULL,
                        low_price INTEGER NOT NULL,
                        high_price INTEGER NOT NULL,
                        was_price INTEGER,
                        currency_code TEXT NOT NULL,
                        PRIMARY KEY (style_number, colour_id)
                    );
                    """)
        }
    }
}
