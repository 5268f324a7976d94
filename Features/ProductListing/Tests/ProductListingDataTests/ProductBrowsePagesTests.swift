import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

/// Pages read through the browse index, checked against the same listing
/// written as one SQL query, at every offset.
@Suite("Listing pages on the browse index")
struct ProductBrowsePagesTests {
    /// 57 products: every third black, the rest navy; prices, names and dates in different orders.
    private static let lines: [String] = (1...57).map { index in
        ProductCatalogFixture.line(
            styleNumber: String(format: "P%02d", index), name: "Item \((index * 37) % 57)",
            releaseDate: "2025-\(String(format: "%02d", index % 12 + 1))-\(String(format: "%02d", index % 27 + 1))",
            pricePence: 1_000 + (index * 53) % 29 * 100, colours: index % 3 == 0 ? ["Black"] : ["Navy"]
        )
    }

    private static let orders: [(ProductListingPageRequest.Sort, String)] = [
        (.newest, "release_date DESC, style_number"),
        (.priceAscending, "low_price, style_number"),
        (.priceDescending, "low_price DESC, style_number DESC"),
        (.nameAscending, "name_key, style_number"),
        (.nameDescending, "name_key DESC, style_number DESC"),
    ]

    private func imported() async throws -> (AppDatabase, ProductListingDAO) {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(Self.lines), version: "test")
        return (database, ProductListingDAO(database: database))
    }

    private func expected(_ database: AppDatabase, where condition: String, orderBy: String) async throws -> [String] {
        try await database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT style_number FROM product p \(condition) ORDER BY \(orderBy)")
        }
    }

    @Test("Given 57 products When every page of 7 is read in every sort Then each matches the listing's SQL order")
    func everyOffsetUnfiltered() async throws {
        let (database, dao) = try await imported()
        for (sort, orderBy) in Self.orders {
            let all = try await expected(database, where: "", orderBy: orderBy)
            for offset in 0...all.count {
                let page = try await dao.page(ProductListingPageRequest(offset: offset, limit: 7, sort: sort))
                #expect(page.products.map(\.styleNumber) == Array(all.dropFirst(offset).prefix(7)), "\(sort) at \(offset)")
                #expect(page.total == 57)
            }
        }
    }

    @Test(
        "Given a colour filter When every page of 4 is read in every sort Then each matches the filtered SQL order, from either end"
    )
    func everyOffsetFiltered() async throws {
        let (database, dao) = try await imported()
        var filters = ProductListingFiltersDataModel()
        filters.colourIds = ["black"]
        let black = "WHERE p.style_number IN (SELECT style_number FROM product_colour WHERE colour_id = 'black')"
        for (sort, orderBy) in Self.orders {
            let all = try await expected(database, where: black, orderBy: orderBy)
            for offset in 0...(all.count + 1) {
                let page = try await dao.page(ProductListingPageRequest(offset: offset, limit: 4, sort: sort, filters: filters))
                #expect(page.products.map(\.styleNumber) == Array(all.dropFirst(offset).prefix(4)), "\(sort) at \(offset)")
                #expect(page.total == 19)
            }
        }
    }

    @Test(
        "Given a price range When pages are read Then only products whose lowest price lies within it, ends included, are listed")
    func priceRange() async throws {
        let (database, dao) = try await imported()
        var filters = ProductListingFiltersDataModel()
        filters.priceRange = 1_500...2_000

        let page = try await dao.page(ProductListingPageRequest(offset: 0, limit: 100, sort: .priceAscending, filters: filters))

        let all = try await expected(database, where: "WHERE low_price BETWEEN 1500 AND 2000", orderBy: "low_price, style_number")
        #expect(page.products.map(\.styleNumber) == all)
        #expect(page.products.contains { $0.lowPrice == 1_500 } && page.products.contains { $0.lowPrice == 2_000 })
    }
}
