import GRDB
import Persistence

/// The ProductListing feature's tables: brands, categories, products, their
/// colours and variants, a full-text index, and the mark of the imported catalog.
///
/// The listing reads `product` alone: each row keeps what a listing row shows
/// (lowest and highest price, the price before a discount, colour count, stock),
/// so a page of any sort or filter is one indexed query however large the catalog.
public struct ProductListingDatabaseMigrations: FeatureDatabaseMigrations {
    public let featureName = "products"

    public init() {}

    public func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("\(featureName).v1.catalog") { db in
            try createCatalogTables(db)
            try createListingIndexes(db)
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE product_search USING fts5(
                        style_number UNINDEXED, name, brand, colour, description,
                        tokenize = 'unicode61 remove_diacritics 2'
                    )
                    """)
            try db.execute(
                sql: """
                    CREATE TABLE product_catalog_import (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        catalog_version TEXT NOT NULL,
                        product_count INTEGER NOT NULL
                    )
                    """)
        }
        ShoppingListsTables.register(in: &migrator, featureName: featureName)
        migrator.registerMigration("\(featureName).v2.browse") { db in
            try ProductBrowseTables.create(db)
        }
        registerAppendedMigrations(in: &migrator)
    }

    private func createCatalogTables(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE product_brand (id TEXT PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL);
                CREATE TABLE product_category (id TEXT PRIMARY KEY, path TEXT NOT NULL);
                CREATE TABLE product (
                    style_number TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    brand_id TEXT NOT NULL REFERENCES product_brand(id),
                    category_id TEXT NOT NULL REFERENCES product_category(id),
                    short_description TEXT NOT NULL,
                    long_description TEXT NOT NULL,
                    release_date TEXT NOT NULL,
                    currency_code TEXT NOT NULL,
                    low_price INTEGER NOT NULL,
                    high_price INTEGER NOT NULL,
                    was_price INTEGER,
                    colour_count INTEGER NOT NULL,
                    stock INTEGER NOT NULL
                );
                CREATE TABLE product_colour (
                    style_number TEXT NOT NULL REFERENCES product(style_number) ON DELETE CASCADE,
                    colour_id TEXT NOT NULL,
                    name TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    PRIMARY KEY (style_number, colour_id)
                );
                CREATE TABLE product_variant (
                    sku TEXT PRIMARY KEY,
                    style_number TEXT NOT NULL REFERENCES product(style_number) ON DELETE CASCADE,
                    colour_id TEXT NOT NULL,
                    size TEXT,
                    position INTEGER NOT NULL,
                    stock INTEGER NOT NULL,
                    price INTEGER NOT NULL,
                    was_price INTEGER,
                    currency_code TEXT NOT NULL
                );
                """)
    }

    /// One index per sort (ties broken by style number), and per filter with each sort's key after it.
    private func createListingIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX product_by_newest ON product(release_date DESC, style_number);
                CREATE INDEX product_by_price ON product(low_price, style_number);
                CREATE INDEX product_by_name ON product(name_key, style_number);
                CREATE INDEX product_by_brand_newest ON product(brand_id, release_date DESC, style_number);
                CREATE INDEX product_by_brand_price ON product(brand_id, low_price, style_number);
                CREATE INDEX product_by_brand_name ON product(brand_id, name_key, style_number);
                CREATE INDEX product_variant_by_product ON product_variant(style_number, position);
                CREATE INDEX product_variant_by_colour ON product_variant(colour_id, style_number);
                CREATE INDEX product_variant_by_size ON product_variant(size, style_number);
                """)
    }
}
