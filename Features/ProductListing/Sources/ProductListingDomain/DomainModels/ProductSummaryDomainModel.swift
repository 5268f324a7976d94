/// A product as a listing row shows it.
public struct ProductSummaryDomainModel: Equatable, Sendable {
    public let styleNumber: String
    public let brandName: String
    public let name: String
    public let price: ProductPriceDomainModel
    public let colourCount: Int
    public let isOutOfStock: Bool

    public init(
        styleNumber: String, brandName: String, name: String, price: ProductPriceDomainModel, colourCount: Int, isOutOfStock: Bool
    ) {
        self.styleNumber = styleNumber
        self.brandName = brandName
        self.name = name
        self.price = price
        self.colourCount = colourCount
        self.isOutOfStock = isOutOfStock
    }
}
