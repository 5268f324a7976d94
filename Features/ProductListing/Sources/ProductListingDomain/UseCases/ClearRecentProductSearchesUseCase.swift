/// The person forgets their recent searches.
public struct ClearRecentProductSearchesUseCase: Sendable {
    private let recentSearches: any RecentProductSearchesInterface

    public init(recentSearches: any RecentProductSearchesInterface) {
        self.recentSearches = recentSearches
    }

    public func execute() async throws {
        try await recentSearches.clearRecentSearches()
    }
}
