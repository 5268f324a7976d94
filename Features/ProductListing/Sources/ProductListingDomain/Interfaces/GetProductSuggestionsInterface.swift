/// Gives what a few typed letters suggest.
public protocol GetProductSuggestionsInterface: Sendable {
    /// Up to ``ProductSuggestionsDomainModel/keywordLimit`` searches, ``ProductSuggestionsDomainModel/brandLimit``
    /// brands and ``ProductSuggestionsDomainModel/productLimit`` products for `text`.
    func getSuggestions(for text: String) async throws -> ProductSuggestionsDomainModel
}
