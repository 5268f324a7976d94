import GRDB

/// The tables browsing, filtering and searching read, besides the catalog's own
/// (migration `products.v2.browse`):
///
/// - `product_browse_value`: every brand, category (with its parents), colour,
///   size and price band, with how many products have it and which: a bitmap
///   over product ids (`ProductBitmap`), so facet counts and filters under any
///   combination are a few word operations however large the catalog.
/// - `product_browse_order`: the product ids in each sort's order, in chunks
///   of 16,384, so a page at any depth is found without walking an index from
///   its start, and read a chunk at a time.
/// - `product_browse_term`: the words of names, brands and colours with how
///   many products have them, for suggestions.
/// - `product_search_term` (migration `products.v5.search-terms`): every term of
///   `product_search` with how many products have it, and for the frequent ones
///   which products, in any column and in names and brands (``ProductSearchTermSets``).
/// - `product_browse_mark`: which imported catalog the rows above were built
///   for; a new import (or an older database) rebuilds them.
/// - `product_recent_search`, `product_listing_preference`: the person's last
///   searches and the listing's layout.
enum ProductBrowseTables {
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE product_browse_value (
                    kind TEXT NOT NULL,
                    value_id TEXT NOT NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    slug TEXT NOT NULL,
                    parent_id TEXT,
                    position INTEGER NOT NULL,
                    product_count INTEGER NOT NULL,
                    products BLOB NOT NULL,
                    PRIMARY KEY (kind, value_id)
                );
                CREATE TABLE product_browse_order (
                    sort TEXT NOT NULL,
                    chunk INTEGER NOT NULL,
                    product_ids BLOB NOT NULL,
                    PRIMARY KEY (sort, chunk)
                );
                CREATE TABLE product_browse_term (
                    term_key TEXT PRIMARY KEY,
                    term TEXT NOT NULL,
                    product_count INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE product_browse_mark (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    catalog_version TEXT NOT NULL,
                    generation INTEGER NOT NULL,
                    product_id_limit INTEGER NOT NULL,
                    currency_code TEXT NOT NULL
                );
                CREATE TABLE product_recent_search (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    text TEXT NOT NULL,
                    text_key TEXT NOT NULL UNIQUE
                );
                CREATE TABLE product_listing_preference (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """)
    }

    /// `product_search_term`, and the browse index marked as missing so that a catalog
    /// imported before it is indexed again (with its terms) when next browsed.
    static func createSearchTerms(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE product_search_term (
                    term TEXT PRIMARY KEY,
                    product_count INTEGER NOT NULL,
                    products BLOB,
                    in_title BLOB
                );
                DELETE FROM product_browse_mark;
                """)
    }
}
