/// The person looks at their last searches, the latest first.
public struct ViewRecentProductSearchesUseCase: Sendable {
    private let recentSearches: any RecentProductSearchesInterface

    public init(recentSearches: any RecentProductSearchesInterface) {
        self.recentSearches = recentSearches
    }

    public func execute() async throws -> [String] {
        try await recentSearches.getRecentSearches()
    }
}
