import GRDB

/// The catalog's full-text table and the indexes an import builds after its rows are in
/// (migration `products.v6.lean-catalog`). An index sorted once from the whole table
/// costs a fraction of keeping it sorted row by row while a million rows go in.
enum ProductCatalogLoadSchema {
    /// The indexes the app reads: one per saved sort (the browse index's orders are read
    /// off them) and a product's variants in order (details, the bag, the wishlist).
    static let indexes: [(name: String, definition: String)] = [
        ("product_by_newest", "product(release_date DESC, style_number)"),
        ("product_by_price", "product(low_price, style_number)"),
        ("product_by_name", "product(name_key, style_number)"),
        ("product_variant_by_product", "product_variant(style_number, position)"),
    ]

    /// The full-text index: contentless (`content=''`), since only which products match
    /// is read, never the text, which the `product` table holds already. One row per
    /// product under its rowid, written with its text folded (``ProductSearchKey``).
    static func createSearchTable(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE product_search USING fts5(
                    name, brand, colour, description, content = '', tokenize = 'unicode61 remove_diacritics 2'
                )
                """)
    }

    /// Empties the catalog tables for a new load, in the caller's transaction, and drops
    /// the indexes ``createIndexes(_:)`` builds again once the rows are in.
    static func emptyForLoad(_ db: Database) throws {
        for index in indexes {
            try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
        }
        try deleteRows(db)
    }

    /// Deletes every catalog row and full-text row, and the mark of the imported catalog.
    /// Children go first, so the foreign keys' checks find nothing to look up.
    static func deleteRows(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO product_search (product_search) VALUES ('delete-all');
                DELETE FROM product_variant; DELETE FROM product_colour; DELETE FROM product;
                DELETE FROM product_brand; DELETE FROM product_category; DELETE FROM product_catalog_import;
                """)
    }

    /// FTS5 merges its segments as rows go in (`automerge`), rewriting the same terms again
    /// and again over a million rows; an import stops that and merges once at the end.
    static func pauseSearchMerging(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO product_search (product_search, rank) VALUES ('automerge', 0)")
    }

    /// Merges the full-text index into one segment (`optimize`) and lets FTS5 merge as it
    /// likes again.
    static func mergeSearchIndex(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO product_search (product_search) VALUES ('optimize')")
        try db.execute(sql: "INSERT INTO product_search (product_search, rank) VALUES ('automerge', 4)")
    }

    static func createIndexes(_ db: Database) throws {
        for index in indexes {
            try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(index.name) ON \(index.definition)")
        }
    }
}
