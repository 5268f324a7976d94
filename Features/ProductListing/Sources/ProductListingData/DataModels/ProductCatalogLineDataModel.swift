/// One line of a product catalog in JSON Lines (the shape `generate-products`
/// writes, after Alfie's `Product`): what the importer reads.
public struct ProductCatalogLineDataModel: Decodable, Equatable, Sendable {
    public struct Brand: Decodable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let slug: String
    }

    public struct Category: Decodable, Equatable, Sendable {
        public let id: String
        public let path: [String]
    }

    public struct Colour: Decodable, Equatable, Sendable {
        public let id: String
        public let name: String
    }

    public struct Money: Decodable, Equatable, Sendable {
        public let amount: Int
        public let currencyCode: String
    }

    public struct Price: Decodable, Equatable, Sendable {
        public let amount: Money
        public let was: Money?
    }

    public struct Variant: Decodable, Equatable, Sendable {
        public let sku: String
        public let colour: String
        public let size: String?
        public let stock: Int
        public let price: Price
    }

    public let styleNumber: String
    public let name: String
    public let brand: Brand
    public let category: Category
    public let shortDescription: String
    public let longDescription: String?
    public let releaseDate: String
    public let colours: [Colour]
    public let variants: [Variant]
}
