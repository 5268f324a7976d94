import ProductListingDomain

/// Help with what to search: the person's recent searches and suggestions for a few letters.
@MainActor
public final class ProductSearchSuggestionsViewModel {
    private let viewRecentSearchesUseCase: ViewRecentProductSearchesUseCase
    private let clearRecentSearchesUseCase: ClearRecentProductSearchesUseCase
    private let removeRecentSearchUseCase: RemoveRecentProductSearchUseCase
    private let suggestProductsUseCase: SuggestProductsUseCase

    public init(
        viewRecentSearchesUseCase: ViewRecentProductSearchesUseCase,
        clearRecentSearchesUseCase: ClearRecentProductSearchesUseCase,
        removeRecentSearchUseCase: RemoveRecentProductSearchUseCase,
        suggestProductsUseCase: SuggestProductsUseCase
    ) {
        self.viewRecentSearchesUseCase = viewRecentSearchesUseCase
        self.clearRecentSearchesUseCase = clearRecentSearchesUseCase
        self.removeRecentSearchUseCase = removeRecentSearchUseCase
        self.suggestProductsUseCase = suggestProductsUseCase
    }

    /// The last searches, the latest first.
    public func recentSearchesTapped() async -> Result<[String], ProductListingFailure> {
        do {
            return .success(try await viewRecentSearchesUseCase.execute())
        } catch {
            return .failure(ProductListingFailure(error))
        }
    }

    /// Forgets the recent searches; the failure when they could not be.
    public func clearRecentSearchesTapped() async -> ProductListingFailure? {
        do {
            try await clearRecentSearchesUseCase.execute()
            return nil
        } catch {
            return ProductListingFailure(error)
        }
    }

    /// Forgets one recent search; the failure when it could not be.
    public func removeRecentSearchTapped(_ text: String) async -> ProductListingFailure? {
        do {
            try await removeRecentSearchUseCase.execute(text: text)
            return nil
        } catch {
            return ProductListingFailure(error)
        }
    }

    public func suggestionsAsked(for text: String) async -> Result<ProductSuggestionsDomainModel, ProductListingFailure> {
        do {
            return .success(try await suggestProductsUseCase.execute(text: text))
        } catch {
            return .failure(ProductListingFailure(error))
        }
    }
}
