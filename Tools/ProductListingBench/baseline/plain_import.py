#!/usr/bin/env python3
"""The plain import the bench measures the app's against.

Reads a JSON Lines product catalog (the shape `generate-products` writes) with
`json.loads` a line at a time and writes it with Python's `sqlite3` into a new
database file, in one transaction: brands, categories, products (with each
listing row's lowest and highest price, colour count and stock), colours,
variants, an FTS5 table (name, brand, colours, descriptions) and an index per
sort. Nothing else: no validation, no folding of text, no browse index.

Usage: plain_import.py CATALOG.jsonl DATABASE.sqlite
Prints one line: `products=N seconds=S bytes=B` (the database file's size).
"""

import json
import os
import sqlite3
import sys
import time

SCHEMA = """
CREATE TABLE product_brand (id TEXT PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL);
CREATE TABLE product_category (id TEXT PRIMARY KEY, path TEXT NOT NULL);
CREATE TABLE product (
    style_number TEXT PRIMARY KEY, name TEXT NOT NULL, brand_id TEXT NOT NULL, category_id TEXT NOT NULL,
    short_description TEXT NOT NULL, long_description TEXT NOT NULL, release_date TEXT NOT NULL,
    currency_code TEXT NOT NULL, low_price INTEGER NOT NULL, high_price INTEGER NOT NULL, was_price INTEGER,
    colour_count INTEGER NOT NULL, stock INTEGER NOT NULL
);
CREATE TABLE product_colour (
    style_number TEXT NOT NULL, colour_id TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (style_number, colour_id)
);
CREATE TABLE product_variant (
    sku TEXT PRIMARY KEY, style_number TEXT NOT NULL, colour_id TEXT NOT NULL, size TEXT, position INTEGER NOT NULL,
    stock INTEGER NOT NULL, price INTEGER NOT NULL, was_price INTEGER, currency_code TEXT NOT NULL
);
CREATE INDEX product_by_newest ON product(release_date DESC, style_number);
CREATE INDEX product_by_price ON product(low_price, style_number);
CREATE INDEX product_by_name ON product(name, style_number);
CREATE INDEX product_variant_by_product ON product_variant(style_number, position);
CREATE VIRTUAL TABLE product_search USING fts5(
    style_number UNINDEXED, name, brand, colour, description, tokenize = 'unicode61 remove_diacritics 2'
);
"""


def import_catalog(catalog, database):
    connection = sqlite3.connect(database, isolation_level=None)
    connection.executescript(SCHEMA)
    cursor = connection.cursor()
    count = 0
    cursor.execute("BEGIN")
    with open(catalog, "rb") as lines:
        for line in lines:
            if not line.strip():
                continue
            product = json.loads(line)
            brand, category = product["brand"], product["category"]
            colours, variants = product["colours"], product["variants"]
            prices = [variant["price"]["amount"]["amount"] for variant in variants]
            cheapest = min(variants, key=lambda variant: variant["price"]["amount"]["amount"])
            was = cheapest["price"].get("was")
            cursor.execute(
                "INSERT OR IGNORE INTO product_brand VALUES (?, ?, ?)", (brand["id"], brand["name"], brand["slug"]))
            cursor.execute(
                "INSERT OR IGNORE INTO product_category VALUES (?, ?)", (category["id"], " › ".join(category["path"])))
            cursor.execute(
                "INSERT INTO product VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    product["styleNumber"], product["name"], brand["id"], category["id"],
                    product["shortDescription"], product.get("longDescription") or "", product["releaseDate"],
                    variants[0]["price"]["amount"]["currencyCode"], min(prices), max(prices),
                    was["amount"] if was else None, len(colours), sum(variant["stock"] for variant in variants),
                ),
            )
            product_id = cursor.lastrowid
            for position, colour in enumerate(colours):
                cursor.execute(
                    "INSERT INTO product_colour VALUES (?, ?, ?, ?)",
                    (product["styleNumber"], colour["id"], colour["name"], position))
            for position, variant in enumerate(variants):
                price = variant["price"]
                cursor.execute(
                    "INSERT INTO product_variant VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        variant["sku"], product["styleNumber"], variant["colour"], variant.get("size"), position,
                        variant["stock"], price["amount"]["amount"],
                        price["was"]["amount"] if price.get("was") else None, price["amount"]["currencyCode"],
                    ),
                )
            cursor.execute(
                "INSERT INTO product_search (rowid, style_number, name, brand, colour, description) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    product_id, product["styleNumber"], product["name"], brand["name"],
                    " ".join(colour["name"] for colour in colours),
                    product["shortDescription"] + " " + (product.get("longDescription") or ""),
                ),
            )
            count += 1
    cursor.execute("COMMIT")
    connection.close()
    return count


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: plain_import.py CATALOG.jsonl DATABASE.sqlite")
    catalog, database = sys.argv[1], sys.argv[2]
    for suffix in ("", "-journal", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    start = time.monotonic()
    count = import_catalog(catalog, database)
    seconds = time.monotonic() - start
    print(f"products={count} seconds={seconds:.3f} bytes={os.path.getsize(database)}")


if __name__ == "__main__":
    main()
