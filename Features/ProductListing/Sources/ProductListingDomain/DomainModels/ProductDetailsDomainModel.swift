/// Everything a product's page shows.
public struct ProductDetailsDomainModel: Equatable, Sendable {
    public let summary: ProductSummaryDomainModel
    public let categoryPath: [String]
    public let shortDescription: String
    public let longDescription: String
    /// The colours it comes in, each with its sizes and their stock.
    public let colours: [ProductColourDomainModel]

    public init(
        summary: ProductSummaryDomainModel, categoryPath: [String], shortDescription: String, longDescription: String,
        colours: [ProductColourDomainModel]
    ) {
        self.summary = summary
        self.categoryPath = categoryPath
        self.shortDescription = shortDescription
        self.longDescription = longDescription
        self.colours = colours
    }

    public var styleNumber: String { summary.styleNumber }
}

/// One colour of a product and what can be bought in it.
public struct ProductColourDomainModel: Equatable, Sendable {
    public let id: String
    public let name: String
    public let sizes: [ProductSizeStockDomainModel]

    public init(id: String, name: String, sizes: [ProductSizeStockDomainModel]) {
        self.id = id
        self.name = name
        self.sizes = sizes
    }
}

/// One size in one colour: how many are left and what it costs.
public struct ProductSizeStockDomainModel: Equatable, Sendable {
    /// `nil` for a one-size product.
    public let size: String?
    public let stock: Int
    public let price: ProductPriceDomainModel

    public init(size: String?, stock: Int, price: ProductPriceDomainModel) {
        self.size = size
        self.stock = stock
        self.price = price
    }

    public var isOutOfStock: Bool { stock == 0 }
}
