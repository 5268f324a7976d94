import Foundation
import GRDB
import Persistence
import ProductListingData
import ProductListingTesting
import TestSupport
import Testing

@Suite("Bag and wishlist DAO on SQLite")
struct ShoppingListsDAOTests {
    private static let catalog = [
        ProductCatalogFixture.line(styleNumber: "TEE", name: "Tee", colours: ["Navy"], sizes: ["M", "L"], stock: ["navy/M": 3]),
        ProductCatalogFixture.line(
            styleNumber: "CAP", name: "Cap", pricePence: 900, wasPence: 1_500, colours: ["Red"], sizes: []),
    ]

    private static func line(_ sku: String, quantity: Int = 1, price: Int = 1_200) -> BagLineDataModel {
        BagLineDataModel(
            sku: sku, styleNumber: "TEE", colourId: "navy", size: "M", quantity: quantity, brandName: "Maison Élodie",
            productName: "Tee", colourName: "Navy", unitPrice: price, currencyCode: "GBP", stock: 0
        )
    }

    private static func item(_ styleNumber: String, colour: String = "red", size: String? = nil) -> WishlistItemDataModel {
        WishlistItemDataModel(
            styleNumber: styleNumber, colourId: colour, size: size, brandName: "Maison Élodie", productName: "Cap",
            colourName: "Red",
            lowPrice: 900, highPrice: 900, wasPrice: nil, currencyCode: "GBP", stock: 0
        )
    }

    private func imported(_ lines: [String] = catalog, into database: AppDatabase? = nil) async throws -> (
        AppDatabase, ShoppingListsDAO
    ) {
        let database = try database ?? TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        try await ProductCatalogImporter(database: database).importCatalog(
            from: try ProductCatalogFixture.file(lines), version: UUID().uuidString)
        return (database, ShoppingListsDAO(database: database))
    }

    @Test("Given a saved line When the lists are read Then it carries the catalog's stock and price now")
    func readsLiveStock() async throws {
        let (_, dao) = try await imported()
        try await dao.update { $0.bag = [Self.line("TEE-navy-M", price: 1)] }

        let line = try #require(try await dao.lists().bag.first)

        #expect(line.stock == 3)
        #expect(line.unitPrice == 1_200)
    }

    @Test("Given lines and items When they are saved Then they read back in the order given")
    func keepsOrder() async throws {
        let (_, dao) = try await imported()

        try await dao.update { lists in
            lists.bag = [Self.line("TEE-navy-L"), Self.line("TEE-navy-M", quantity: 2)]
            lists.wishlist = [Self.item("CAP"), Self.item("TEE", colour: "navy", size: "L")]
        }

        let lists = try await dao.lists()
        #expect(lists.bag.map(\.sku) == ["TEE-navy-L", "TEE-navy-M"])
        #expect(lists.bag.map(\.quantity) == [1, 2])
        #expect(lists.wishlist.map(\.styleNumber) == ["CAP", "TEE"])
        #expect(lists.wishlist.last?.size == "L")
    }

    @Test(
        "Given two lines When one's quantity changes, then a line is added at the end, then one removed Then each reads back in order"
    )
    func changesOnlyWhatChanged() async throws {
        let (_, dao) = try await imported()
        try await dao.update { $0.bag = [Self.line("TEE-navy-L"), Self.line("TEE-navy-M")] }

        try await dao.update(includingWishlist: false) { $0.bag[1].quantity = 3 }
        #expect(try await dao.lists().bag.map(\.quantity) == [1, 3])

        try await dao.update(includingWishlist: false) { $0.bag.append(Self.line("CAP")) }
        #expect(try await dao.lists().bag.map(\.sku) == ["TEE-navy-L", "TEE-navy-M", "CAP"])

        try await dao.update(includingWishlist: false) { $0.bag.remove(at: 0) }
        try await dao.update(includingWishlist: false) { $0.bag.append(Self.line("TEE-navy-L", quantity: 2)) }
        let bag = try await dao.lists().bag
        #expect(bag.map(\.sku) == ["TEE-navy-M", "CAP", "TEE-navy-L"])
        #expect(bag.map(\.quantity) == [3, 1, 2])
    }

    @Test("Given a saved wishlist When a change to the bag alone runs Then it sees no wishlist and the saved one is kept")
    func bagAloneKeepsWishlist() async throws {
        let (_, dao) = try await imported()
        try await dao.update { $0.wishlist = [Self.item("CAP")] }

        let seen = try await dao.update(includingWishlist: false) { lists in
            lists.bag = [Self.line("TEE-navy-M")]
            return lists.wishlist.count
        }

        #expect(seen == 0)
        #expect(try await dao.lists().wishlist.map(\.styleNumber) == ["CAP"])
    }

    @Test(
        "Given a product asked for When a change runs Then it sees the product's details and each variant's stock, and none for an unknown one"
    )
    func readsChosenProduct() async throws {
        let (_, dao) = try await imported()

        let seen = try await dao.update(readingProduct: "TEE", includingWishlist: false) { lists in
            (lists.chosenProduct?.summary.name, lists.stockBySKU["TEE-navy-M"], lists.stockBySKU["TEE-navy-L"])
        }
        let unknown = try await dao.update(readingProduct: "NOPE") { lists in lists.chosenProduct == nil }

        #expect(seen.0 == "Tee")
        #expect(seen.1 == 3)
        #expect(seen.2 == 5)
        #expect(unknown)
    }

    @Test("Given a change that throws after editing both lists When it runs Then nothing of it is saved")
    func changeIsOneTransaction() async throws {
        let (_, dao) = try await imported()
        try await dao.update { $0.bag = [Self.line("TEE-navy-M")] }
        struct Refused: Error {}

        await #expect(throws: Refused.self) {
            try await dao.update { lists in
                lists.bag.removeAll()
                lists.wishlist = [Self.item("CAP")]
                throw Refused()
            }
        }

        let lists = try await dao.lists()
        #expect(lists.bag.map(\.sku) == ["TEE-navy-M"])
        #expect(lists.wishlist.isEmpty)
    }

    @Test("Given a change that writes a quantity of 0 When it is saved Then SQLite refuses it and the bag is unchanged")
    func quantityMustBePositive() async throws {
        let (_, dao) = try await imported()
        try await dao.update { $0.bag = [Self.line("TEE-navy-M", quantity: 2)] }

        await #expect(throws: DatabaseError.self) {
            try await dao.update { $0.bag[0].quantity = 0 }
        }

        #expect(try await dao.lists().bag.first?.quantity == 2)
    }

    @Test("Given stock asked for When a change runs Then it sees each SKU's stock, 0 for one the catalog lacks")
    func stockLookup() async throws {
        let (_, dao) = try await imported()

        let stock = try await dao.update(readingStockOf: ["TEE-navy-M", "TEE-navy-L", "NOPE"]) { $0.stockBySKU }

        #expect(stock == ["TEE-navy-M": 3, "TEE-navy-L": 5, "NOPE": 0])
    }

    @Test("Given a line When a new catalog without its product is imported Then it reads as saved, with no stock")
    func outlivesTheCatalog() async throws {
        let (database, dao) = try await imported()
        try await dao.update { $0.bag = [Self.line("TEE-navy-M", price: 1_100)] }

        _ = try await imported([ProductCatalogFixture.line(styleNumber: "OTHER", name: "Other")], into: database)

        let line = try #require(try await dao.lists().bag.first)
        #expect(line.unitPrice == 1_100)
        #expect(line.productName == "Tee")
        #expect(line.stock == 0)
    }

    @Test("Given a saved product When the lists are read Then its prices and its colour's stock come from the catalog")
    func wishlistReadsTheCatalog() async throws {
        let (_, dao) = try await imported()
        var saved = Self.item("CAP")
        saved.lowPrice = 1
        try await dao.update { [saved] in $0.wishlist = [saved] }

        let item = try #require(try await dao.lists().wishlist.first)

        #expect(item.lowPrice == 900)
        #expect(item.wasPrice == 1_500)
        #expect(item.stock == 5)
    }

    @Test("Given a bag and a wishlist in a file database When it is closed and opened again Then both are still there")
    func survivesReopening() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "shopping")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let database = try AppDatabase.open(at: .directory(folder), migrations: [ProductListingDatabaseMigrations()])
            let (_, dao) = try await imported(into: database)
            try await dao.update { lists in
                lists.bag = [Self.line("TEE-navy-M", quantity: 2)]
                lists.wishlist = [Self.item("CAP")]
            }
        }

        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [ProductListingDatabaseMigrations()])
        let lists = try await ShoppingListsDAO(database: reopened).lists()

        #expect(lists.bag.map(\.sku) == ["TEE-navy-M"])
        #expect(lists.bag.first?.quantity == 2)
        #expect(lists.bag.first?.stock == 3)
        #expect(lists.wishlist.map(\.styleNumber) == ["CAP"])
    }
}
