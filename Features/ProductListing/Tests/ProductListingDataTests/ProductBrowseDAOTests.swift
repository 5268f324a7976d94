import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

@Suite("Browse index, facets and search on SQLite")
struct ProductBrowseDAOTests {
    private func imported(_ lines: [String] = ProductShopFixture.lines) async throws -> (
        AppDatabase, ProductListingDAO, ProductBrowseDAO
    ) {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(lines), version: "test")
        let store = ProductBrowseIndexStore()
        return (
            database, ProductListingDAO(database: database, browseIndex: store),
            ProductBrowseDAO(database: database, browseIndex: store)
        )
    }

    private func searched(_ text: String, _ dao: ProductListingDAO) async throws -> [String] {
        var filters = ProductListingFiltersDataModel()
        filters.searchText = text
        return try await dao.page(ProductListingPageRequest(offset: 0, limit: 20, sort: .relevance, filters: filters)).products
            .map(\.styleNumber)
    }

    @Test("Given an imported catalog When each product's name is searched in full text Then the rows found include its id")
    func searchRowsKeyedByProduct() async throws {
        let (database, _, _) = try await imported()

        let mismatched = try await database.writer.read { db in
            var mismatched = 0
            for row in try Row.fetchAll(db, sql: "SELECT rowid AS id, name FROM product") {
                let name: String = row["name"]
                let word = try #require(ProductSearchKey.words(name).last)
                let found = try Int.fetchAll(
                    db, sql: "SELECT rowid FROM product_search WHERE product_search MATCH ?", arguments: ["name : \"\(word)\""])
                if !found.contains(row["id"]) { mismatched += 1 }
            }
            return mismatched
        }

        #expect(mismatched == 0)
    }

    @Test("Given Otto Weiß When searching weiss or weiß Then both find it")
    func sharpS() async throws {
        let (_, dao, _) = try await imported()

        #expect(try await searched("weiss", dao) == ["E"])
        #expect(try await searched("WEIß", dao) == ["E"])
    }

    @Test("Given quotes and stray signs in the text When searching Then they are ignored")
    func oddCharacters() async throws {
        let (_, dao, _) = try await imported()

        #expect(try await searched("\"denim\" &*", dao) == ["B", "E", "C"])
    }

    @Test(
        "Given a colour and a price range When facets are read Then each filter counts under the others and the selection is marked"
    )
    func facets() async throws {
        let (_, _, browse) = try await imported()
        var filters = ProductListingFiltersDataModel()
        filters.colourIds = ["navy"]
        filters.priceRange = 2_500...4_999

        let facets = try await browse.facets(filters)
        let colour = try #require(facets.facets.first { $0.kind == .colour })
        let price = try #require(facets.facets.first { $0.kind == .price })

        #expect(facets.total == 0)
        #expect(colour.values.map(\.name) == ["Black", "Écru", "Navy", "Rosé"])
        #expect(colour.values.map(\.count) == [0, 1, 0, 0])
        #expect(colour.values.filter(\.isSelected).map(\.name) == ["Navy"])
        #expect(price.values.map(\.count) == [1, 0, 2, 0, 0])
        #expect(price.values.map(\.isSelected) == [false, true, false, false, false])
        #expect(facets.currencyCode == "GBP")
    }

    @Test("Given categories When the category values are read Then levels above come first, each followed by its categories")
    func categoryValues() async throws {
        let (_, _, browse) = try await imported()

        let values = try await browse.values(.category)

        #expect(
            values.map(\.id) == [
                "accessories", "accessories-scarves", "men", "men-jackets", "men-trousers", "women", "women-dresses",
                "women-tops",
            ])
        #expect(values.map(\.parentId) == [nil, "accessories", nil, "men", "men", nil, "women", "women"])
    }

    @Test("Given names, brands and colours When words starting with a key are read Then each counts a product once, most first")
    func terms() async throws {
        let (_, _, browse) = try await imported([
            ProductCatalogFixture.line(styleNumber: "A", name: "Navy Navy Coat", colours: ["Navy"]),
            ProductCatalogFixture.line(styleNumber: "B", name: "Navy Cap", colours: ["Black"]),
            ProductCatalogFixture.line(styleNumber: "C", name: "Nice Cap", colours: ["Black"]),
        ])

        let terms = try await browse.terms(startingWith: "n", limit: 6)

        #expect(
            terms == [
                ProductSearchTermDataModel(term: "Navy", productCount: 2),
                ProductSearchTermDataModel(term: "Nice", productCount: 1),
            ])
    }

    @Test("Given a database whose browse index is missing When it is built if needed Then pages read again")
    func buildIfNeeded() async throws {
        let (database, dao, browse) = try await imported()
        try await database.writer.write { db in try db.execute(sql: "DELETE FROM product_browse_mark") }
        #expect(try await dao.page(ProductListingPageRequest(offset: 0, limit: 20)).total == 0)

        try await browse.buildIndexIfNeeded()

        #expect(try await dao.page(ProductListingPageRequest(offset: 0, limit: 20)).total == 6)
    }

    @Test("Given a built index When it is built if needed Then it is left as it is")
    func notRebuiltWhenCurrent() async throws {
        let (database, _, browse) = try await imported()
        let generation = {
            try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT generation FROM product_browse_mark") }
        }
        let before = try await generation()

        try await browse.buildIndexIfNeeded()

        #expect(try await generation() == before)
    }

    @Test("Given a listing read once When another catalog is imported Then the next read lists the new catalog")
    func reimportReloadsIndex() async throws {
        let (database, dao, _) = try await imported()
        #expect(try await dao.page(ProductListingPageRequest(offset: 0, limit: 20)).total == 6)

        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(30)), version: "second"
        )

        let page = try await dao.page(ProductListingPageRequest(offset: 0, limit: 20, sort: .priceAscending))
        #expect(page.total == 30)
        #expect(page.products.first?.styleNumber == "P001")
    }
}
