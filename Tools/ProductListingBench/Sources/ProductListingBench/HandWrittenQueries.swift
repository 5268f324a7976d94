import Foundation
import GRDB
import Persistence
import ProductListingBenchKit
import ProductListingData

/// The bench's reference: each query the app makes, written directly in GRDB as one
/// would by hand, on the same tables, in one read, with nothing kept between calls:
///
/// - a page of the whole catalog: the catalog's count and the one or two chunks of the
///   sort's saved order (`product_browse_order`) that hold the page, then the page's
///   rows by rowid;
/// - a narrowed page: each filter value's saved set (`product_browse_value.products`),
///   a price range's products from the price index, a search's from FTS5
///   (`product_search`, and its name and brand columns for relevance), intersected;
///   then the sort's order walked from its start (its end, descending) a chunk at a
///   time keeping members, then the rows by rowid;
/// - facets: every brand, colour, size and price band set read and counted against
///   the intersection of the other filters;
/// - details, a bag change and a search's remembering: the SQL of each.
struct HandWrittenQueries: Sendable {
    let database: AppDatabase
    /// Ids a chunk of a saved order holds, and how many chunks an order has.
    let chunkSize: Int
    let chunkCount: Int
    /// Product rowids are below this.
    let idLimit: Int

    init(database: AppDatabase) async throws {
        self.database = database
        (chunkSize, chunkCount, idLimit) = try await database.writer.read { db in
            let size =
                try Int.fetchOne(
                    db, sql: "SELECT length(product_ids) / 4 FROM product_browse_order WHERE sort = 'newest' AND chunk = 0") ?? 0
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product_browse_order WHERE sort = 'newest'") ?? 0
            let limit = try Int.fetchOne(db, sql: "SELECT MAX(rowid) + 1 FROM product") ?? 0
            return (size, count, limit)
        }
    }

    /// One page of `listing`, with its total.
    func page(_ listing: BenchListing) async throws -> BenchAnswer {
        try await database.writer.read { db in
            let order = listing.savedOrder
            let chunk = try db.cachedStatement(sql: "SELECT product_ids FROM product_browse_order WHERE sort = ? AND chunk = ?")
            let read: (Int) throws -> [UInt32] = { number in
                SortOrderPage.ids(inChunk: try Data.fetchOne(chunk, arguments: [order.sort, number]) ?? Data())
            }
            guard let sets = try sets(listing, db) else {
                let total = try Int.fetchOne(db, sql: "SELECT product_count FROM product_catalog_import WHERE id = 1") ?? 0
                var ids: [Int] = []
                for slice in SortOrderPage.slices(
                    offset: listing.offset, limit: BenchListing.pageSize, total: total, chunkSize: chunkSize,
                    descending: order.descending
                ) {
                    let part = try read(slice.chunk)[slice.range].map { Int($0) }
                    ids += order.descending ? part.reversed() : part
                }
                return BenchAnswer(items: try styleNumbers(ids, db), total: total)
            }
            var segments = [sets.matching]
            if listing.sort == .relevance, let inTitle = sets.inTitle {
                var first = sets.matching
                first.formIntersection(inTitle)
                segments = [first, sets.matching.subtracting(inTitle)]
            }
            let ids = try SortOrderPage.walk(
                segments: segments, offset: listing.offset, limit: BenchListing.pageSize, chunkCount: chunkCount,
                descending: order.descending, chunk: read
            )
            return BenchAnswer(items: try styleNumbers(ids, db), total: sets.matching.count)
        }
    }

    /// The brand, colour, size and price facets of `listing` (its search and filters), each
    /// value counted under the other filters.
    func facets(_ listing: BenchListing) async throws -> BenchAnswer {
        try await database.writer.read { db in
            let search = try searchSets(listing.searchText, withTitles: false, db)
            var filterSets: [String: BenchIdSet] = [:]
            for (kind, ids) in [("brand", listing.brandIds), ("colour", listing.colourIds), ("size", listing.sizes)]
            where !ids.isEmpty {
                filterSets[kind] = try union(kind, ids, db)
            }
            if let range = listing.priceRange { filterSets["price"] = try priced(range, db) }
            var items: [String] = []
            for kind in ["brand", "colour", "size", "price"] {
                let others = [search?.all].compactMap { $0 } + filterSets.filter { $0.key != kind }.map(\.value)
                let base = BenchIdSet.intersection(of: others)
                let rows = try Row.fetchCursor(
                    db,
                    sql: "SELECT value_id, product_count, products FROM product_browse_value WHERE kind = ? ORDER BY position",
                    arguments: [kind]
                )
                while let row = try rows.next() {
                    let id: String = row["value_id"]
                    let count: Int
                    if let base {
                        count = BenchIdSet(data: row["products"], limit: idLimit).intersectionCount(base)
                    } else {
                        count = row["product_count"]
                    }
                    items.append("\(kind) \(id) \(count)")
                }
            }
            let all = BenchIdSet.intersection(of: [search?.all].compactMap { $0 } + Array(filterSets.values))
            let total =
                try all?.count ?? Int.fetchOne(db, sql: "SELECT product_count FROM product_catalog_import WHERE id = 1") ?? 0
            return BenchAnswer(items: items, total: total)
        }
    }

    /// A search as `search TEXT` makes it: its first page in relevance order, and the text saved among the recent searches.
    func search(_ text: String) async throws -> BenchAnswer {
        var listing = BenchListing()
        listing.searchText = text
        listing.sort = .relevance
        let answer = try await page(listing)
        try await database.writer.write { db in
            let key = ProductSearchKey.make(text)
            try db.execute(sql: "DELETE FROM product_recent_search WHERE text_key = ?", arguments: [key])
            try db.execute(sql: "INSERT INTO product_recent_search (text, text_key) VALUES (?, ?)", arguments: [text, key])
            try db.execute(
                sql:
                    "DELETE FROM product_recent_search WHERE id NOT IN (SELECT id FROM product_recent_search ORDER BY id DESC LIMIT 10)"
            )
        }
        return answer
    }

    /// One product's row, its colours and its variants.
    func details(styleNumber: String) async throws -> BenchAnswer {
        try await database.writer.read { db in
            guard
                let product = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT p.*, b.name AS brand_name, c.path AS category_path FROM product p JOIN product_brand b ON b.id = p.brand_id
                        JOIN product_category c ON c.id = p.category_id WHERE p.style_number = ?
                        """,
                    arguments: [styleNumber]
                )
            else { return BenchAnswer(items: [], total: 0) }
            let colours = try String.fetchAll(
                db, sql: "SELECT colour_id FROM product_colour WHERE style_number = ? ORDER BY position", arguments: [styleNumber]
            )
            let variants = try Row.fetchAll(
                db, sql: "SELECT * FROM product_variant WHERE style_number = ? ORDER BY position", arguments: [styleNumber]
            )
            .map {
                VariantRow(sku: $0["sku"], colourId: $0["colour_id"], size: $0["size"], stock: $0["stock"], price: $0["price"])
            }
            return BenchAnswer(items: [product["style_number"]] + colours, total: variants.count)
        }
    }

    /// A variant as a hand-written query keeps it.
    private struct VariantRow {
        let sku: String
        let colourId: String
        let size: String?
        let stock: Int
        let price: Int
    }

    /// One more of the variant of `styleNumber` in `colourId` and `size` in the bag (never more
    /// than its stock), in one transaction; the bag's lines after.
    func addToBag(styleNumber: String, colourId: String, size: String?) async throws -> BenchAnswer {
        try await database.writer.write { db in
            guard
                let variant = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT v.sku, v.size, v.stock, v.price, v.currency_code, p.name, b.name AS brand_name, c.name AS colour_name
                        FROM product_variant v JOIN product p ON p.style_number = v.style_number JOIN product_brand b ON b.id = p.brand_id
                        JOIN product_colour c ON c.style_number = v.style_number AND c.colour_id = v.colour_id
                        WHERE v.style_number = ? AND v.colour_id = ? AND v.size IS ?
                        """,
                    arguments: [styleNumber, colourId, size]
                )
            else { throw BenchFailure("no variant \(styleNumber) \(colourId) \(size ?? "")") }
            let stock: Int = variant["stock"]
            try db.execute(
                sql: """
                    INSERT INTO product_bag_line (sku, position, style_number, colour_id, size, quantity, brand_name, product_name,
                        colour_name, unit_price, currency_code)
                    VALUES (?, (SELECT COALESCE(MAX(position), -1) + 1 FROM product_bag_line), ?, ?, ?, 1, ?, ?, ?, ?, ?)
                    ON CONFLICT (sku) DO UPDATE SET quantity = MIN(quantity + 1, ?)
                    """,
                arguments: [
                    variant["sku"], styleNumber, colourId, variant["size"], variant["brand_name"], variant["name"],
                    variant["colour_name"],
                    variant["price"], variant["currency_code"], stock,
                ]
            )
            return try bagLines(db)
        }
    }

    /// The quantity of the bag's line of `sku` set to `quantity` (at most its stock); the bag's lines after.
    func setQuantity(_ quantity: Int, sku: String) async throws -> BenchAnswer {
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    UPDATE product_bag_line SET quantity = MIN(?, (SELECT stock FROM product_variant WHERE sku = product_bag_line.sku))
                    WHERE sku = ?
                    """,
                arguments: [quantity, sku]
            )
            return try bagLines(db)
        }
    }

    private func bagLines(_ db: Database) throws -> BenchAnswer {
        let lines = try Row.fetchAll(
            db,
            sql: """
                SELECT l.sku, l.quantity, v.stock, v.price FROM product_bag_line l LEFT JOIN product_variant v ON v.sku = l.sku
                ORDER BY l.position
                """
        ).map { row -> String in "\(row["sku"] as String) × \(row["quantity"] as Int)" }
        return BenchAnswer(items: lines, total: lines.count)
    }

    // MARK: - Sets

    private struct ListingSets {
        let matching: BenchIdSet
        let inTitle: BenchIdSet?
    }

    /// The products `listing`'s search and filters leave, and those whose name or brand the search
    /// matches (relevance); `nil` when nothing narrows the listing.
    private func sets(_ listing: BenchListing, _ db: Database) throws -> ListingSets? {
        var sets: [BenchIdSet] = []
        let search = try searchSets(listing.searchText, withTitles: listing.sort == .relevance, db)
        if let search { sets.append(search.all) }
        for (kind, ids) in [("brand", listing.brandIds), ("colour", listing.colourIds), ("size", listing.sizes)]
        where !ids.isEmpty {
            sets.append(try union(kind, ids, db))
        }
        if let range = listing.priceRange { sets.append(try priced(range, db)) }
        guard let matching = BenchIdSet.intersection(of: sets) else { return nil }
        return ListingSets(matching: matching, inTitle: search?.inTitle)
    }

    /// The products having any of `ids` of `kind`, from their saved sets.
    private func union(_ kind: String, _ ids: [String], _ db: Database) throws -> BenchIdSet {
        var union = BenchIdSet(limit: idLimit)
        for id in ids {
            if let data = try Data.fetchOne(
                db, sql: "SELECT products FROM product_browse_value WHERE kind = ? AND value_id = ?", arguments: [kind, id]
            ) {
                union.formUnion(BenchIdSet(data: data, limit: idLimit))
            }
        }
        return union
    }

    /// The products whose lowest price lies in `range`, from the price index.
    private func priced(_ range: ClosedRange<Int>, _ db: Database) throws -> BenchIdSet {
        var set = BenchIdSet(limit: idLimit)
        let ids = try Int.fetchCursor(
            db, sql: "SELECT rowid FROM product WHERE low_price BETWEEN ? AND ?", arguments: [range.lowerBound, range.upperBound]
        )
        while let id = try ids.next() { set.insert(id) }
        return set
    }

    /// What FTS5 finds for `text` (every word as a word start, folded as the saved text is), and
    /// in names and brands when `withTitles`; `nil` when there is no search.
    private func searchSets(_ text: String, withTitles: Bool, _ db: Database) throws -> (all: BenchIdSet, inTitle: BenchIdSet?)? {
        let words = ProductSearchKey.words(text)
        guard !words.isEmpty else { return nil }
        let match = words.map { "\"\($0)\"*" }.joined(separator: " ")
        func matches(_ query: String) throws -> BenchIdSet {
            var set = BenchIdSet(limit: idLimit)
            let ids = try Int.fetchCursor(
                db, sql: "SELECT rowid FROM product_search WHERE product_search MATCH ?", arguments: [query])
            while let id = try ids.next() { set.insert(id) }
            return set
        }
        return (try matches(match), withTitles ? try matches("{name brand} : (\(match))") : nil)
    }

    /// The style numbers of the products with rowids `ids`, in that order.
    private func styleNumbers(_ ids: [Int], _ db: Database) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.rowid AS id, p.*, b.name AS brand_name FROM product p JOIN product_brand b ON b.id = p.brand_id
                WHERE p.rowid IN (\(Array(repeating: "?", count: ids.count).joined(separator: ", ")))
                """,
            arguments: StatementArguments(ids)
        )
        let byId = Dictionary(rows.map { (($0["id"] as Int), ListingRow($0)) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byId[$0]?.styleNumber }
    }

    /// A listing row as a hand-written query keeps it.
    private struct ListingRow {
        let styleNumber: String
        let name: String
        let brandName: String
        let currencyCode: String
        let lowPrice: Int
        let highPrice: Int
        let wasPrice: Int?
        let colourCount: Int
        let stock: Int

        init(_ row: Row) {
            styleNumber = row["style_number"]
            name = row["name"]
            brandName = row["brand_name"]
            currencyCode = row["currency_code"]
            lowPrice = row["low_price"]
            highPrice = row["high_price"]
            wasPrice = row["was_price"]
            colourCount = row["colour_count"]
            stock = row["stock"]
        }
    }
}
