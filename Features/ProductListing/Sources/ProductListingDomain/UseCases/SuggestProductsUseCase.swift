import Foundation

/// The person types a few letters and sees what they could be after: searches,
/// brands and products.
public struct SuggestProductsUseCase: Sendable {
    private let getSuggestions: any GetProductSuggestionsInterface

    public init(getSuggestions: any GetProductSuggestionsInterface) {
        self.getSuggestions = getSuggestions
    }

    public func execute(text: String) async throws -> ProductSuggestionsDomainModel {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return ProductSuggestionsDomainModel(text: "", keywords: [], brands: [], products: []) }
        return try await getSuggestions.getSuggestions(for: trimmed)
    }
}
