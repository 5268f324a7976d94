import Persistence

/// The person's recent searches, saved in the app database.
public struct ProductSearchHistoryRepository: Sendable {
    private let dao: ProductRecentSearchDAO

    public init(database: AppDatabase) {
        dao = ProductRecentSearchDAO(database: database)
    }

    public func getRecentSearches(limit: Int) async throws -> [String] {
        try await dao.recent(limit: limit)
    }

    /// Saves `text` as the latest search; a search with the same folded text (``ProductSearchKey``)
    /// is replaced. Only the latest `keeping` stay.
    public func saveSearch(_ text: String, keeping: Int) async throws {
        try await dao.remember(text, key: ProductSearchKey.make(text), keeping: keeping)
    }

    /// Forgets `text` (or a search with the same folded text).
    public func removeSearch(_ text: String) async throws {
        try await dao.forget(key: ProductSearchKey.make(text))
    }

    public func clearSearches() async throws {
        try await dao.clear()
    }
}
