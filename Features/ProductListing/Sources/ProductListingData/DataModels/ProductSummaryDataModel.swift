/// A product as a listing row needs it, read from one `product` row.
public struct ProductSummaryDataModel: Equatable, Sendable {
    public let styleNumber: String
    public let name: String
    public let brandName: String
    public let currencyCode: String
    /// The lowest and highest price of its variants, in minor units.
    public let lowPrice: Int
    public let highPrice: Int
    /// The price before a discount of its cheapest variant, when it is on sale.
    public let wasPrice: Int?
    public let colourCount: Int
    /// Units in stock over every variant.
    public let stock: Int

    public init(
        styleNumber: String, name: String, brandName: String, currencyCode: String,
        lowPrice: Int, highPrice: Int, wasPrice: Int?, colourCount: Int, stock: Int
    ) {
        self.styleNumber = styleNumber
        self.name = name
        self.brandName = brandName
        self.currencyCode = currencyCode
        self.lowPrice = lowPrice
        self.highPrice = highPrice
        self.wasPrice = wasPrice
        self.colourCount = colourCount
        self.stock = stock
    }
}
