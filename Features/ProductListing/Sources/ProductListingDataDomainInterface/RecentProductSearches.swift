import Foundation
import ProductListingData
import ProductListingDomain

/// The person's last searches: the latest 10, each once (a search typed again,
/// with other capitals or accents, moves to the top).
public struct RecentProductSearches: RecentProductSearchesInterface {
    /// How many searches are kept.
    public static let kept = 10

    private let repository: ProductSearchHistoryRepository

    public init(repository: ProductSearchHistoryRepository) {
        self.repository = repository
    }

    public func getRecentSearches() async throws -> [String] {
        try await repository.getRecentSearches(limit: Self.kept)
    }

    public func rememberSearch(_ text: String) async throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        try await repository.saveSearch(trimmed, keeping: Self.kept)
    }

    public func removeRecentSearch(_ text: String) async throws {
        try await repository.removeSearch(text)
    }

    public func clearRecentSearches() async throws {
        try await repository.clearSearches()
    }
}
