/// The person opens their favorites.
public struct ViewFavoriteToolsUseCase: Sendable {
    private let favorites: any FavoriteToolsInterface

    public init(favorites: any FavoriteToolsInterface) {
        self.favorites = favorites
    }

    public func execute() async throws(ToolsError) -> [ToolSummaryDomainModel] {
        try await favorites.getFavoriteTools()
    }
}
