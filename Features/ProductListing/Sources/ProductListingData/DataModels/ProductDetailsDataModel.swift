/// Everything saved about one product: its text, colours and variants.
public struct ProductDetailsDataModel: Equatable, Sendable {
    public struct Colour: Equatable, Sendable {
        public let id: String
        public let name: String
    }

    public struct Variant: Equatable, Sendable {
        public let sku: String
        public let colourId: String
        public let size: String?
        public let stock: Int
        public let price: Int
        public let wasPrice: Int?
        public let currencyCode: String
    }

    public let summary: ProductSummaryDataModel
    public let categoryPath: [String]
    public let shortDescription: String
    public let longDescription: String
    /// In the order the catalog lists them.
    public let colours: [Colour]
    /// By colour, then size, in the catalog's order.
    public let variants: [Variant]
}
