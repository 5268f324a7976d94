import ProductListingData
import ProductListingDomain

/// The rules of the wishlist: one item per product and colour, the newest
/// first; saving a product already there keeps it where it is (with the newer
/// size, when one is given).
enum WishlistRules {
    static func item(
        of product: ProductDetailsDataModel, colour: ProductDetailsDataModel.Colour, size: String?
    ) -> WishlistItemDataModel {
        let summary = product.summary
        let colourStock = product.variants.filter { $0.colourId == colour.id }.reduce(0) { $0 + $1.stock }
        return WishlistItemDataModel(
            styleNumber: summary.styleNumber, colourId: colour.id, size: size, brandName: summary.brandName,
            productName: summary.name, colourName: colour.name, lowPrice: summary.lowPrice, highPrice: summary.highPrice,
            wasPrice: summary.wasPrice, currencyCode: summary.currencyCode, stock: colourStock
        )
    }

    /// Saves `item` in `wishlist`. Returns `false` when its product and colour were there already.
    @discardableResult
    static func save(_ item: WishlistItemDataModel, in wishlist: inout [WishlistItemDataModel]) -> Bool {
        guard let index = wishlist.firstIndex(where: { $0.styleNumber == item.styleNumber && $0.colourId == item.colourId })
        else {
            wishlist.insert(item, at: 0)
            return true
        }
        if item.size != nil { wishlist[index].size = item.size }
        return false
    }

    static func index(of styleNumber: String, colourId: String, in wishlist: [WishlistItemDataModel]) -> Int? {
        wishlist.firstIndex { $0.styleNumber == styleNumber && $0.colourId == colourId }
    }

    static func item(_ item: WishlistItemDataModel) -> WishlistItemDomainModel {
        WishlistItemDomainModel(
            styleNumber: item.styleNumber, brandName: item.brandName, productName: item.productName, colourId: item.colourId,
            colourName: item.colourName, size: item.size,
            price: ProductSummaryRules.price(
                low: item.lowPrice, high: item.highPrice, was: item.wasPrice, currencyCode: item.currencyCode),
            isOutOfStock: item.stock <= 0
        )
    }
}
