/// One product as a line of the catalog: the shape of Alfie's `Product`
/// (see `formats/alfie-graphql.md`), written compactly. The product lists its
/// colours and sizes in full; each variant names its colour by id and its size
/// by value (`nil` for one-size products).
public struct CatalogProduct: Codable, Equatable, Sendable {
    public var styleNumber: String
    public var name: String
    public var brand: CatalogBrand
    public var category: CatalogCategory
    public var shortDescription: String
    public var longDescription: String
    /// The day the product went on sale, `YYYY-MM-DD`: the "newest" order.
    public var releaseDate: String
    public var colours: [CatalogColour]
    public var sizes: [String]
    public var variants: [CatalogVariant]
}

/// A brand: `{"id":"b07","name":"Maison Élodie","slug":"maison-elodie"}`.
public struct CatalogBrand: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var slug: String
}

/// A category and its path from the top: `["Women", "Dresses"]`.
public struct CatalogCategory: Codable, Equatable, Sendable {
    public var id: String
    public var path: [String]
}

/// A colour a product comes in.
public struct CatalogColour: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
}

/// One buyable variant: a colour and a size, its stock and price.
public struct CatalogVariant: Codable, Equatable, Sendable {
    public var sku: String
    public var colour: String
    public var size: String?
    public var stock: Int
    public var price: CatalogPrice
}

/// Alfie's `Price`: what it costs now, and what it cost before a discount.
public struct CatalogPrice: Codable, Equatable, Sendable {
    public var amount: CatalogMoney
    public var was: CatalogMoney?
}

/// Alfie's `Money`: minor units (£12.00 is 1200) in an ISO 4217 currency.
public struct CatalogMoney: Codable, Equatable, Sendable {
    public var amount: Int
    public var currencyCode: String
    /// Optional: a client formats money in its own language.
    public var amountFormatted: String?
}
