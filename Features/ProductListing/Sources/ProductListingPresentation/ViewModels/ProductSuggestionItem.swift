import ProductListingDomain

/// One numbered suggestion: a search, a brand or a product.
public enum ProductSuggestionItem: Equatable, Sendable {
    case search(ProductSuggestionKeywordDomainModel)
    case brand(ProductBrandDomainModel)
    case product(ProductSummaryDomainModel)

    /// The suggestions in the order they are numbered: searches, then brands, then products.
    public static func items(_ suggestions: ProductSuggestionsDomainModel) -> [ProductSuggestionItem] {
        suggestions.keywords.map(Self.search) + suggestions.brands.map(Self.brand) + suggestions.products.map(Self.product)
    }

    /// What `open` also accepts instead of the number: the search's words, the brand's id, the style number.
    public var id: String {
        switch self {
        case .search(let keyword): keyword.value
        case .brand(let brand): brand.id
        case .product(let product): product.styleNumber
        }
    }
}
