import ProductListingData
import ProductListingDomain

/// The person's wishlist, saved in the app database: what `WishlistRules`
/// allow, and a move to the bag that takes one unit under `BagRules` and the
/// item off the wishlist in the same transaction — or changes nothing.
///
/// When the signed-in person's account is followed (`following`), each change is told to it
/// and the wishlist is brought up to date with it before it is shown.
public struct ProductWishlist: WishlistInterface {
    private let catalog: CatalogProductLookup
    private let lists: ShoppingListsRepository
    private let following: WishlistAccountFollowing?

    public init(
        catalogRepository: ProductCatalogRepository, listsRepository: ShoppingListsRepository,
        following: WishlistAccountFollowing? = nil
    ) {
        catalog = CatalogProductLookup(repository: catalogRepository)
        lists = listsRepository
        self.following = following
    }

    public func getWishlist() async throws -> [WishlistItemDomainModel] {
        await following?.refresh()
        return try await lists.getLists().wishlist.map(WishlistRules.item)
    }

    public func addToWishlist(_ choice: ProductChoiceDomainModel) async throws -> WishlistChangeDomainModel {
        let product = try await catalog.product(styleNumber: choice.styleNumber)
        let colour = try VariantChoiceRules.colour(choice.colourId, in: product)
        // A size, when one is given, must be one of the colour's; none is needed to save a product.
        let size = choice.size == nil ? nil : try VariantChoiceRules.variant(for: choice, in: product).variant.size
        let item = WishlistRules.item(of: product, colour: colour, size: size)
        let (wishlist, wasAdded) = try await lists.updateLists { lists in
            let added = WishlistRules.save(item, in: &lists.wishlist)
            return (lists.wishlist, added)
        }
        if wasAdded { await following?.changed((item.styleNumber, item.colourId), isRemoval: false) }
        let items = wishlist.map(WishlistRules.item)
        let saved = items.first { $0.styleNumber == item.styleNumber && $0.colourId == item.colourId } ?? WishlistRules.item(item)
        return WishlistChangeDomainModel(items: items, item: saved, wasAdded: wasAdded)
    }

    public func removeItem(styleNumber: String, colourId: String) async throws -> [WishlistItemDomainModel] {
        let left = try await lists.updateLists { lists in
            guard let index = WishlistRules.index(of: styleNumber, colourId: colourId, in: lists.wishlist) else {
                throw ShoppingError.itemNotInWishlist
            }
            lists.wishlist.remove(at: index)
            return lists.wishlist
        }
        await following?.changed((styleNumber, colourId), isRemoval: true)
        return left.map(WishlistRules.item)
    }

    public func moveItemToBag(styleNumber: String, colourId: String, size: String?) async throws -> WishlistMoveDomainModel {
        let saved = try await lists.getLists().wishlist
        guard let index = WishlistRules.index(of: styleNumber, colourId: colourId, in: saved) else {
            throw ShoppingError.itemNotInWishlist
        }
        let product = try await catalog.product(styleNumber: styleNumber)
        let choice = ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colourId, size: size ?? saved[index].size)
        let line = BagRules.newLine(try VariantChoiceRules.variant(for: choice, in: product), of: product)
        let (wishlist, bagLine) = try await lists.updateLists(readingStockOf: [line.sku]) { lists in
            guard let index = WishlistRules.index(of: styleNumber, colourId: colourId, in: lists.wishlist) else {
                throw ShoppingError.itemNotInWishlist
            }
            let bagIndex = try BagRules.addOne(line, to: &lists)
            lists.wishlist.remove(at: index)
            return (lists.wishlist, lists.bag[bagIndex])
        }
        await following?.changed((styleNumber, colourId), isRemoval: true)
        return WishlistMoveDomainModel(items: wishlist.map(WishlistRules.item), line: BagRules.line(bagLine))
    }
}
