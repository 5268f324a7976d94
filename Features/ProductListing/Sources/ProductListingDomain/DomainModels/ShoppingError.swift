/// Why something could not go into the bag or the wishlist, in the feature's own words.
public enum ShoppingError: Error, Equatable, Sendable {
    /// The product comes in sizes and none was given.
    case sizeRequired(colourName: String, sizes: [String])
    /// The product has no such size in this colour.
    case unknownSize(size: String, colourName: String, sizes: [String])
    /// A size was given for a product that comes in one size.
    case oneSizeOnly
    /// The product does not come in this colour (any more).
    case colourUnavailable(colourId: String)
    /// None of this variant is left.
    case outOfStock(size: String?, colourName: String)
    /// The bag holds every unit left already.
    case allStockInBag(stock: Int, size: String?, colourName: String)
    /// A quantity below 0.
    case invalidQuantity
    /// The bag has no line with this SKU (it changed since it was shown).
    case lineNotInBag
    /// The wishlist has no such item (it changed since it was shown).
    case itemNotInWishlist
}
