/// The person forgets one of their recent searches; the others stay, in their order.
public struct RemoveRecentProductSearchUseCase: Sendable {
    private let recentSearches: any RecentProductSearchesInterface

    public init(recentSearches: any RecentProductSearchesInterface) {
        self.recentSearches = recentSearches
    }

    public func execute(text: String) async throws {
        try await recentSearches.removeRecentSearch(text)
    }
}
