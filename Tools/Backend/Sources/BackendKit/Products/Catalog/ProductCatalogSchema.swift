import GRDB

/// The tables a product catalog is kept in: the products (their generated document and the
/// columns the listing sorts on, each order with its index), their facet values (what `refine`
/// narrows by), and a contentless FTS5 index of the words a search finds them by.
enum ProductCatalogSchema {
    /// Bumped whenever the tables change, so an older cache file is made anew.
    static let version = 2

    /// Facet kinds as stored in `product_facet.kind`.
    enum FacetKind: Int, CaseIterable, Sendable {
        case brand = 1
        case colour = 2
        case size = 3
    }

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE product (
                  id INTEGER PRIMARY KEY,
                  style_number TEXT NOT NULL UNIQUE,
                  name_key TEXT NOT NULL,
                  brand_slug TEXT NOT NULL,
                  category_id TEXT NOT NULL,
                  price INTEGER NOT NULL,
                  release_date TEXT NOT NULL,
                  document BLOB NOT NULL
                );
                CREATE TABLE product_facet (
                  kind INTEGER NOT NULL,
                  value TEXT NOT NULL,
                  name TEXT NOT NULL,
                  product_id INTEGER NOT NULL,
                  PRIMARY KEY (kind, value, product_id)
                ) WITHOUT ROWID;
                CREATE VIRTUAL TABLE product_search USING fts5(
                  name, brand, category, colours, content='', tokenize='unicode61 remove_diacritics 2'
                );
                CREATE TABLE brand (slug TEXT PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE category (id TEXT PRIMARY KEY, path TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE catalog_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                """)
    }

    /// Indexes made after the rows are in (faster than keeping them up to date row by row).
    static func createIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX product_by_newest ON product (release_date DESC, id);
                CREATE INDEX product_by_price ON product (price, id);
                CREATE INDEX product_by_name ON product (name_key, id);
                CREATE INDEX product_by_category ON product (category_id, release_date DESC, id);
                ANALYZE;
                """)
    }
}
