import GRDB

extension ProductListingDatabaseMigrations {
    /// The migrations after the bag, wishlist and browse index, in order.
    func registerAppendedMigrations(in migrator: inout DatabaseMigrator) {
        registerRemotePages(in: &migrator)
        registerRemoteBrowse(in: &migrator)
        migrator.registerMigration("\(featureName).v5.search-terms") { db in try ProductBrowseTables.createSearchTerms(db) }
        registerLeanCatalog(in: &migrator)
        registerWishlistAccount(in: &migrator)
    }

    /// The pages a products server sent, and when each product was fetched. The
    /// products themselves go into the catalog tables, so details, stock and rows
    /// read the same whatever the source; these tables keep each page's order and
    /// the pagination the server gave.
    private func registerRemotePages(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v3.remote-pages") { db in
            try db.execute(
                sql: """
                    CREATE TABLE product_remote_page (
                        listing_key TEXT NOT NULL,
                        asked_offset INTEGER NOT NULL,
                        asked_limit INTEGER NOT NULL,
                        served_offset INTEGER NOT NULL,
                        served_limit INTEGER NOT NULL,
                        total INTEGER NOT NULL,
                        title TEXT NOT NULL,
                        fetched_at DATETIME NOT NULL,
                        PRIMARY KEY (listing_key, asked_offset, asked_limit)
                    ) WITHOUT ROWID;
                    CREATE TABLE product_remote_page_item (
                        listing_key TEXT NOT NULL,
                        asked_offset INTEGER NOT NULL,
                        asked_limit INTEGER NOT NULL,
                        position INTEGER NOT NULL,
                        style_number TEXT NOT NULL,
                        PRIMARY KEY (listing_key, asked_offset, asked_limit, position)
                    ) WITHOUT ROWID;
                    CREATE TABLE product_remote_product (
                        style_number TEXT PRIMARY KEY,
                        product_id TEXT NOT NULL,
                        fetched_at DATETIME NOT NULL
                    ) WITHOUT ROWID;
                    """)
        }
    }

    /// What a products server sent for browsing: each saved page's facets and place in
    /// the navigation (JSON, `NULL` when the server sent no facets), and whole answers
    /// kept by name (the brands, the navigation, suggestions), each with when it came.
    private func registerRemoteBrowse(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v4.remote-browse") { db in
            try db.execute(
                sql: """
                    ALTER TABLE product_remote_page ADD COLUMN filters TEXT;
                    ALTER TABLE product_remote_page ADD COLUMN hierarchy TEXT;
                    CREATE TABLE product_remote_document (
                        name TEXT PRIMARY KEY,
                        body TEXT NOT NULL,
                        fetched_at DATETIME NOT NULL
                    ) WITHOUT ROWID;
                    """)
        }
    }

    /// A smaller catalog, faster to import: the indexes nothing reads since the browse
    /// index answers filters (by brand, colour or size) go, and the full-text table keeps
    /// no copy of its text (``ProductCatalogLoadSchema/createSearchTable(_:)``). The browse
    /// index is marked as missing, so a catalog in already is indexed again when next browsed.
    private func registerLeanCatalog(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v6.lean-catalog") { db in
            try db.execute(
                sql: """
                    DROP INDEX product_by_brand_newest; DROP INDEX product_by_brand_price; DROP INDEX product_by_brand_name;
                    DROP INDEX product_variant_by_colour; DROP INDEX product_variant_by_size;
                    DROP TABLE product_search;
                    DELETE FROM product_browse_mark;
                    """)
            try ProductCatalogLoadSchema.createSearchTable(db)
        }
    }
}
