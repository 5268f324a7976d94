/// A product the person saved for later, in the colour they were looking at,
/// with the size they had chosen when it came from the bag.
public struct WishlistItemDomainModel: Equatable, Sendable {
    public let styleNumber: String
    public let brandName: String
    public let productName: String
    public let colourId: String
    public let colourName: String
    /// The size it was saved with, if any: `add` uses it when no size is typed.
    public let size: String?
    public let price: ProductPriceDomainModel
    /// No size of this colour has any left.
    public let isOutOfStock: Bool

    public init(
        styleNumber: String, brandName: String, productName: String, colourId: String, colourName: String, size: String?,
        price: ProductPriceDomainModel, isOutOfStock: Bool
    ) {
        self.styleNumber = styleNumber
        self.brandName = brandName
        self.productName = productName
        self.colourId = colourId
        self.colourName = colourName
        self.size = size
        self.price = price
        self.isOutOfStock = isOutOfStock
    }
}
