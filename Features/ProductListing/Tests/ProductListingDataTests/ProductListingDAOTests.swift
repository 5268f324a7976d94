import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

@Suite("ProductListing DAO and importer on SQLite")
struct ProductListingDAOTests {
    private func imported(_ lines: [String]) async throws -> (AppDatabase, ProductListingDAO) {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(lines), version: "test")
        return (database, ProductListingDAO(database: database))
    }

    @Test("Given 45 products When page 3 of 20 is read Then it holds the last 5 and the total is 45")
    func lastPage() async throws {
        let (_, dao) = try await imported(ProductCatalogFixture.numbered(45))

        let page = try await dao.page(ProductListingPageRequest(offset: 40, limit: 20, sort: .priceAscending))

        #expect(page.total == 45)
        #expect(page.products.map(\.styleNumber) == ["P041", "P042", "P043", "P044", "P045"])
    }

    @Test("Given names with accents When sorted by name Then Élise sorts with the Es")
    func nameOrderFoldsAccents() async throws {
        let (_, dao) = try await imported([
            ProductCatalogFixture.line(styleNumber: "A", name: "Zoë Top"),
            ProductCatalogFixture.line(styleNumber: "B", name: "Élise Shirt"),
            ProductCatalogFixture.line(styleNumber: "C", name: "Fable Dress"),
        ])

        let page = try await dao.page(ProductListingPageRequest(offset: 0, limit: 20, sort: .nameAscending))

        #expect(page.products.map(\.name) == ["Élise Shirt", "Fable Dress", "Zoë Top"])
    }

    @Test("Given variants at different prices When the product is listed Then its row keeps the lowest and highest")
    func priceRange() async throws {
        let (_, dao) = try await imported([
            ProductCatalogFixture.line(
                styleNumber: "A", name: "Coat", pricePence: 5_000, sizes: ["S", "XL"], sizePrices: ["XL": 5_500])
        ])

        let row = try #require(try await dao.page(ProductListingPageRequest(offset: 0, limit: 20)).products.first)

        #expect(row.lowPrice == 5_000)
        #expect(row.highPrice == 5_500)
    }

    @Test("Given a catalog When a style number's details are read Then its colours and variants come in catalog order")
    func details() async throws {
        let (_, dao) = try await imported([
            ProductCatalogFixture.line(
                styleNumber: "A", name: "Shirt", colours: ["Navy", "Black"], sizes: ["M", "L"], stock: ["navy/L": 0])
        ])

        let product = try #require(try await dao.product(styleNumber: "A"))

        #expect(product.colours.map(\.name) == ["Navy", "Black"])
        #expect(product.variants.map(\.sku) == ["A-navy-M", "A-navy-L", "A-black-M", "A-black-L"])
        #expect(product.variants[1].stock == 0)
        #expect(product.categoryPath == ["Women", "Tops"])
    }

    @Test("Given a catalog When an unknown style number is read Then there is no product")
    func unknownProduct() async throws {
        let (_, dao) = try await imported(ProductCatalogFixture.numbered(2))

        #expect(try await dao.product(styleNumber: "nowhere") == nil)
    }

    @Test("Given a saved catalog When a catalog with a bad line is imported Then nothing changes and the line is named")
    func atomicImport() async throws {
        let (database, dao) = try await imported(ProductCatalogFixture.numbered(3))
        let broken = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(10) + ["{not json"])

        await #expect(throws: ProductCatalogImportError.invalidLine(line: 11, reason: "not JSON: expected a string at byte 2")) {
            try await ProductCatalogImporter(database: database).importCatalog(from: broken, version: "new")
        }

        #expect(try await dao.page(ProductListingPageRequest(offset: 0, limit: 20)).total == 3)
        #expect(try await dao.importedCatalogVersion() == "test")
    }

    @Test("Given 1,200 products When they are imported Then progress is heard every 500 and at the end")
    func importProgress() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let heard = Heard()

        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(1_200)), version: "v", progress: { heard.add($0) }
        )

        #expect(heard.values == [500, 1_000, 1_200])
    }

    @Test("Given the bundled catalog When the repository prepares it twice Then it is imported once, 2,000 products")
    func bundledImportedOnce() async throws {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let repository = ProductCatalogRepository(database: database)
        let heard = Heard()

        try await repository.prepareCatalog(progress: { heard.add($0) })
        try await repository.prepareCatalog(progress: { heard.add($0) })

        #expect(heard.values.last == 2_000)
        #expect(heard.values.filter { $0 == 2_000 }.count == 1)
        #expect(try await repository.getPage(ProductListingPageRequest(offset: 0, limit: 20)).total == 2_000)
    }

    @Test("Given accented names When searching without accents Then the full-text index finds them")
    func fullTextIgnoresAccents() async throws {
        let (_, dao) = try await imported([
            ProductCatalogFixture.line(styleNumber: "A", name: "Élise Linen Shirt"),
            ProductCatalogFixture.line(styleNumber: "B", name: "Fable Dress"),
        ])
        var request = ProductListingPageRequest(offset: 0, limit: 20)
        request.filters.searchText = "elise"

        let page = try await dao.page(request)

        #expect(page.products.map(\.styleNumber) == ["A"])
    }

    @Test("Given a catalog When it is imported Then its browse index is built for that catalog")
    func browseIndexBuiltOnImport() async throws {
        let (database, _) = try await imported(ProductCatalogFixture.numbered(3))

        let mark = try await database.writer.read { db -> (version: String?, limit: Int?) in
            let row = try Row.fetchOne(db, sql: "SELECT catalog_version, product_id_limit FROM product_browse_mark")
            return (row?["catalog_version"], row?["product_id_limit"])
        }

        #expect(mark.version == "test")
        #expect(mark.limit == 4)
    }
}

/// Values a callback heard, safe to add to from any thread.
final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []

    func add(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored } }
}
