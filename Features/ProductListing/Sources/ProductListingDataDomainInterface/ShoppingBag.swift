import ProductListingData
import ProductListingDomain

/// The person's bag, saved in the app database: what `BagRules` allow, each
/// change read, checked against the stock and written in one transaction.
/// A line moved to the wishlist is told to the signed-in account it follows (`following`).
public struct ShoppingBag: ShoppingBagInterface {
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

    public func getBag() async throws -> BagDomainModel {
        BagRules.bag(try await lists.getLists().bag)
    }

    /// The product, its variant and the bag are read, checked and changed in one write
    /// transaction, so the stock checked is the stock when the line is saved.
    public func addToBag(_ choice: ProductChoiceDomainModel) async throws -> BagChangeDomainModel {
        try await catalog.prepareCatalog()
        let (bag, sku) = try await lists.updateLists(readingProduct: choice.styleNumber, includingWishlist: false) { lists in
            guard let product = lists.chosenProduct else {
                throw ProductListingError.productNotFound(styleNumber: choice.styleNumber)
            }
            let line = BagRules.newLine(try VariantChoiceRules.variant(for: choice, in: product), of: product)
            try BagRules.addOne(line, to: &lists)
            return (lists.bag, line.sku)
        }
        return try change(bag, sku: sku, outcome: .changed)
    }

    public func setQuantity(_ quantity: Int, ofLineWithSKU sku: String) async throws -> BagChangeDomainModel {
        guard quantity >= 0 else { throw ShoppingError.invalidQuantity }
        let (bag, before, outcome) = try await lists.updateLists(includingWishlist: false) { lists in
            guard let index = lists.bag.firstIndex(where: { $0.sku == sku }) else { throw ShoppingError.lineNotInBag }
            let line = lists.bag[index]
            if quantity == 0 {
                lists.bag.remove(at: index)
                return (lists.bag, line, BagChangeDomainModel.Outcome.removed)
            }
            guard line.stock > 0 else { throw ShoppingError.outOfStock(size: line.size, colourName: line.colourName) }
            lists.bag[index].quantity = min(quantity, line.stock)
            return (lists.bag, line, quantity > line.stock ? .cappedAtStock : .changed)
        }
        if outcome == .removed {
            return BagChangeDomainModel(bag: BagRules.bag(bag), line: BagRules.line(before), outcome: .removed)
        }
        return try change(bag, sku: sku, outcome: outcome)
    }

    public func removeLine(sku: String) async throws -> BagDomainModel {
        BagRules.bag(
            try await lists.updateLists(includingWishlist: false) { lists in
                guard let index = lists.bag.firstIndex(where: { $0.sku == sku }) else { throw ShoppingError.lineNotInBag }
                lists.bag.remove(at: index)
                return lists.bag
            })
    }

    public func moveLineToWishlist(sku: String) async throws -> BagDomainModel {
        guard let line = try await lists.getLists().bag.first(where: { $0.sku == sku }) else { throw ShoppingError.lineNotInBag }
        let item = try await wishlistItem(for: line)
        let (bag, wasAdded) = try await lists.updateLists { lists in
            guard let index = lists.bag.firstIndex(where: { $0.sku == sku }) else { throw ShoppingError.lineNotInBag }
            lists.bag.remove(at: index)
            return (lists.bag, WishlistRules.save(item, in: &lists.wishlist))
        }
        if wasAdded { await following?.changed((item.styleNumber, item.colourId), isRemoval: false) }
        return BagRules.bag(bag)
    }

    /// The wishlist item of `line`'s product, colour and size, priced as the catalog prices the
    /// product now, or at the line's price when the catalog no longer has it.
    private func wishlistItem(for line: BagLineDataModel) async throws -> WishlistItemDataModel {
        if let product = try await catalog.repository.getProduct(styleNumber: line.styleNumber),
            let colour = product.colours.first(where: { $0.id == line.colourId })
        {
            return WishlistRules.item(of: product, colour: colour, size: line.size)
        }
        return WishlistItemDataModel(
            styleNumber: line.styleNumber, colourId: line.colourId, size: line.size, brandName: line.brandName,
            productName: line.productName, colourName: line.colourName, lowPrice: line.unitPrice, highPrice: line.unitPrice,
            wasPrice: nil, currencyCode: line.currencyCode, stock: line.stock
        )
    }

    private func change(_ lines: [BagLineDataModel], sku: String, outcome: BagChangeDomainModel.Outcome) throws
        -> BagChangeDomainModel
    {
        let bag = BagRules.bag(lines)
        guard let line = bag.line(sku: sku) else { throw ShoppingError.lineNotInBag }
        return BagChangeDomainModel(bag: bag, line: line, outcome: outcome)
    }
}
