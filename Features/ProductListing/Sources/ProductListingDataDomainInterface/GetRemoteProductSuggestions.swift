import ProductListingData
import ProductListingDomain

/// Suggestions from a products server's `suggestion(query:)`, offline first: up to 6
/// searches, 6 brands and 8 products, as the server ranks them. A product the server
/// sends without a price is left out rather than shown at nothing.
public struct GetRemoteProductSuggestions: GetProductSuggestionsInterface {
    private let repository: RemoteProductBrowseRepository

    public init(repository: RemoteProductBrowseRepository) {
        self.repository = repository
    }

    public func getSuggestions(for text: String) async throws -> ProductSuggestionsDomainModel {
        let suggestion = try RemoteBrowseSyncMapping.value(try await repository.syncSuggestion(for: text))
        return ProductSuggestionsDomainModel(
            text: text,
            keywords: suggestion.keywords.prefix(ProductSuggestionsDomainModel.keywordLimit)
                .map { ProductSuggestionKeywordDomainModel(value: $0.value, results: $0.results) },
            brands: suggestion.brands.prefix(ProductSuggestionsDomainModel.brandLimit)
                .map { ProductBrandDomainModel(id: $0.value, name: $0.value, productCount: $0.results) },
            products: Array(suggestion.products.compactMap(Self.summary).prefix(ProductSuggestionsDomainModel.productLimit))
        )
    }

    private static func summary(_ product: ProductSuggestionDataModel.Product) -> ProductSummaryDomainModel? {
        guard let price = product.price, let currencyCode = product.currencyCode else { return nil }
        return ProductSummaryDomainModel(
            styleNumber: product.id, brandName: product.brandName, name: product.name,
            price: ProductSummaryRules.price(low: price, high: price, was: product.wasPrice, currencyCode: currencyCode),
            colourCount: 1, isOutOfStock: false
        )
    }
}
