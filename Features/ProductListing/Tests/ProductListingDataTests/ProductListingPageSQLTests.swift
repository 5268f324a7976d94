import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import Testing
import TestSupport

/// Pages read by position (the whole catalog) and through the index alone (a brand) are the
/// same pages the plain `ORDER BY … LIMIT … OFFSET` gives, ties included.
@Suite("Listing pages at any depth")
struct ProductListingPageSQLTests {
    /// 47 products where release dates, prices and names repeat, so ties are broken by style number.
    private static let tiedCatalog: [String] = (1...47).map(tiedProduct)

    private static func tiedProduct(_ index: Int) -> String {
        let names = ["Zoë Top", "Élise Shirt", "Ada Coat"]
        let inNord = index % 2 == 0
        let price: Int = 1_000 + (index % 5) * 250
        return ProductCatalogFixture.line(
            styleNumber: String(format: "T%02d", (index * 17) % 47), name: names[index % 3],
            brand: inNord ? "Nord" : "Maison Élodie", brandId: inNord ? "b2" : "b1",
            releaseDate: "2025-0\(index % 4 + 1)-01", pricePence: price
        )
    }

    private static let orders: [(ProductListingPageRequest.Sort, String)] = [
        (.newest, "release_date DESC, style_number"), (.priceAscending, "low_price, style_number"),
        (.priceDescending, "low_price DESC, style_number DESC"), (.nameAscending, "name_key, style_number"),
        (.nameDescending, "name_key DESC, style_number DESC"),
    ]

    private func imported() async throws -> AppDatabase {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(from: try ProductCatalogFixture.file(Self.tiedCatalog), version: "test")
        return database
    }

    private func expected(_ database: AppDatabase, order: String, where condition: String = "") async throws -> [String] {
        try await database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT style_number FROM product \(condition) ORDER BY \(order)")
        }
    }

    /// Every page of 10 of `request`'s listing, read through the DAO and put end to end.
    private func allPages(_ dao: ProductListingDAO, _ request: ProductListingPageRequest) async throws -> (styleNumbers: [String], totals: Set<Int>) {
        var styleNumbers: [String] = []
        var totals = Set<Int>()
        for offset in stride(from: 0, to: 50, by: 10) {
            var page = request
            page.offset = offset
            let read = try await dao.page(page)
            styleNumbers += read.products.map(\.styleNumber)
            totals.insert(read.total)
        }
        return (styleNumbers, totals)
    }

    @Test("Given a catalog with tied dates, prices and names When every page of each sort is read Then they match the plain ORDER BY, and the total is 47", arguments: 0..<5)
    func wholeCatalogPages(order: Int) async throws {
        let database = try await imported()
        let (sort, sql) = Self.orders[order]

        let pages = try await allPages(ProductListingDAO(database: database), ProductListingPageRequest(offset: 0, limit: 10, sort: sort))

        #expect(pages.styleNumbers == (try await expected(database, order: sql)))
        #expect(pages.totals == [47])
    }

    @Test("Given the same catalog When every page of one brand is read in each sort Then they match the plain ORDER BY", arguments: 0..<5)
    func brandPages(order: Int) async throws {
        let database = try await imported()
        let (sort, sql) = Self.orders[order]
        var filters = ProductListingFiltersDataModel()
        filters.brandIds = ["b2"]

        let pages = try await allPages(ProductListingDAO(database: database), ProductListingPageRequest(offset: 0, limit: 10, sort: sort, filters: filters))

        #expect(pages.styleNumbers == (try await expected(database, order: sql, where: "WHERE brand_id = 'b2'")))
        #expect(pages.totals == [23])
    }

    @Test("Given both brands named, one twice When the listing is read Then the total is every product, as counted at import")
    func brandTotals() async throws {
        var filters = ProductListingFiltersDataModel()
        filters.brandIds = ["b1", "b2", "b2"]

        let page = try await ProductListingDAO(database: try await imported()).page(ProductListingPageRequest(offset: 0, limit: 10, filters: filters))

        #expect(page.total == 47)
    }

    @Test("Given a brand and a price range When the listing is read Then the total counts what matches both")
    func brandAndPriceTotal() async throws {
        let database = try await imported()
        var filters = ProductListingFiltersDataModel()
        filters.brandIds = ["b2"]
        filters.priceRange = 1_000...1_250

        let page = try await ProductListingDAO(database: database).page(ProductListingPageRequest(offset: 0, limit: 10, filters: filters))

        let expected = try await database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product WHERE brand_id = 'b2' AND low_price BETWEEN 1000 AND 1250")
        }
        #expect(page.total == expected)
        #expect(page.total < 23)
    }

    @Test("Given an offset past the end When the page is read Then it is empty and the total still 47")
    func pastTheEnd() async throws {
        let dao = ProductListingDAO(database: try await imported())

        let page = try await dao.page(ProductListingPageRequest(offset: 60, limit: 10, sort: .priceDescending))

        #expect(page.products.isEmpty)
        #expect(page.total == 47)
    }

    @Test("Given an imported catalog When its price positions are read Then they number every product from 0 in price order")
    func positionsNumberTheOrder() async throws {
        let database = try await imported()

        let positions = try await database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT position, style_number FROM product_order_price ORDER BY position").map { ($0[0] as Int, $0[1] as String) }
        }

        #expect(positions.map(\.0) == Array(0..<47))
        #expect(positions.map(\.1) == (try await expected(database, order: "low_price, style_number")))
    }

    @Test("Given a catalog saved before positions existed When their migration runs Then each product gets its place in every order")
    func migrationRanksExistingCatalog() throws {
        let queue = try DatabaseQueue()
        var migrator = DatabaseMigrator()
        ProductListingDatabaseMigrations().register(in: &migrator)
        try migrator.migrate(queue, upTo: "products.v2.remote-pages")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO product_brand VALUES ('b1', 'Nord', 'nord'); INSERT INTO product_category VALUES ('c', 'Women')")
            for (style, name, date, price) in [("A", "zip", "2025-01-01", 300), ("B", "ant", "2025-03-01", 100), ("C", "mole", "2025-02-01", 200)] {
                try db.execute(
                    sql: """
                        INSERT INTO product (style_number, name, name_key, brand_id, category_id, short_description, long_description,
                            release_date, currency_code, low_price, high_price, was_price, colour_count, stock)
                        VALUES (?, ?, ?, 'b1', 'c', '', '', ?, 'GBP', ?, ?, NULL, 1, 1)
                        """,
                    arguments: [style, name, name, date, price, price]
                )
            }
        }

        try migrator.migrate(queue)

        let orders = try queue.read { db in
            try ["product_order_newest", "product_order_price", "product_order_name"].map {
                try String.fetchAll(db, sql: "SELECT style_number FROM \($0) ORDER BY position")
            }
        }
        #expect(orders == [["B", "C", "A"], ["B", "C", "A"], ["B", "C", "A"]])
    }
}
