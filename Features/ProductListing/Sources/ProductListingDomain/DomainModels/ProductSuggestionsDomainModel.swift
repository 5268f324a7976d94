/// What a few typed letters suggest (Alfie's `Suggestion`): searches, brands and products.
public struct ProductSuggestionsDomainModel: Equatable, Sendable {
    /// Up to 6 searches, each with how many products it finds.
    public static let keywordLimit = 6
    /// Up to 6 brands.
    public static let brandLimit = 6
    /// Up to 8 products.
    public static let productLimit = 8

    public let text: String
    public let keywords: [ProductSuggestionKeywordDomainModel]
    public let brands: [ProductBrandDomainModel]
    public let products: [ProductSummaryDomainModel]

    public init(
        text: String, keywords: [ProductSuggestionKeywordDomainModel], brands: [ProductBrandDomainModel],
        products: [ProductSummaryDomainModel]
    ) {
        self.text = text
        self.keywords = keywords
        self.brands = brands
        self.products = products
    }

    public var isEmpty: Bool {
        keywords.isEmpty && brands.isEmpty && products.isEmpty
    }
}

/// A search to suggest, with how many products it finds (Alfie's `SuggestionKeyword`).
public struct ProductSuggestionKeywordDomainModel: Equatable, Sendable {
    public let value: String
    public let results: Int

    public init(value: String, results: Int) {
        self.value = value
        self.results = results
    }
}
