import Foundation
import Persistence
import ProductListingData
import ProductListingDataDomainInterface
import ProductListingDomain
import ProductListingTesting
import TestSupport

/// The bag's and the wishlist's use cases on their real implementations, over
/// an in-memory database holding a small catalog:
/// - `TEE` Navy and Black in S, M, L at £12.00; Navy S none left, Navy M 2 left, others 5;
/// - `CAP` one size, Red, £9.00, 1 left;
/// - `YEN` one size, White, ¥1,500, 3 left;
/// - `GONE` one size, Grey, none left.
struct ShoppingTestContext {
    static let catalog = [
        ProductCatalogFixture.line(
            styleNumber: "TEE", name: "Élise Tee", colours: ["Navy", "Black"], sizes: ["S", "M", "L"],
            stock: ["navy/S": 0, "navy/M": 2]
        ),
        ProductCatalogFixture.line(
            styleNumber: "CAP", name: "Cap", pricePence: 900, colours: ["Red"], sizes: [], stock: ["red/": 1]),
        ProductCatalogFixture.priced(
            in: "JPY",
            ProductCatalogFixture.line(
                styleNumber: "YEN", name: "Tabi", pricePence: 1_500, colours: ["White"], sizes: [], stock: ["white/": 3])
        ),
        ProductCatalogFixture.line(styleNumber: "GONE", name: "Scarf", colours: ["Grey"], sizes: [], stock: ["grey/": 0]),
    ]

    let database: AppDatabase
    let bag: ShoppingBag
    let wishlist: ProductWishlist

    init(_ lines: [String] = ShoppingTestContext.catalog) throws {
        database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let catalog = ProductCatalogRepository(database: database, bundledCatalog: try ProductCatalogFixture.file(lines))
        let lists = ShoppingListsRepository(database: database)
        bag = ShoppingBag(catalogRepository: catalog, listsRepository: lists)
        wishlist = ProductWishlist(catalogRepository: catalog, listsRepository: lists)
    }

    var viewBag: ViewBagUseCase { ViewBagUseCase(bag: bag) }
    var addProductToBag: AddProductToBagUseCase { AddProductToBagUseCase(bag: bag) }
    var changeBagLineQuantity: ChangeBagLineQuantityUseCase { ChangeBagLineQuantityUseCase(bag: bag) }
    var removeBagLine: RemoveBagLineUseCase { RemoveBagLineUseCase(bag: bag) }
    var moveBagLineToWishlist: MoveBagLineToWishlistUseCase { MoveBagLineToWishlistUseCase(bag: bag) }
    var viewWishlist: ViewWishlistUseCase { ViewWishlistUseCase(wishlist: wishlist) }
    var addProductToWishlist: AddProductToWishlistUseCase { AddProductToWishlistUseCase(wishlist: wishlist) }
    var removeWishlistItem: RemoveWishlistItemUseCase { RemoveWishlistItemUseCase(wishlist: wishlist) }
    var moveWishlistItemToBag: MoveWishlistItemToBagUseCase { MoveWishlistItemToBagUseCase(wishlist: wishlist) }

    /// Adds `times` units of a variant, one at a time, as `add` does.
    @discardableResult
    func add(_ styleNumber: String, colour: String, size: String? = nil, times: Int = 1) async throws -> BagDomainModel {
        var bag = try await viewBag.execute()
        for _ in 0..<times {
            bag = try await addProductToBag.execute(
                ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colour, size: size)
            ).bag
        }
        return bag
    }

    /// Saves a product in a colour to the wishlist, as `wish` does.
    @discardableResult
    func wish(_ styleNumber: String, colour: String) async throws -> [WishlistItemDomainModel] {
        try await addProductToWishlist.execute(ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colour)).items
    }
}
