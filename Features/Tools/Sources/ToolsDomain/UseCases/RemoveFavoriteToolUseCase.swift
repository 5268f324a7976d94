/// The person confirms removing a tool from the Favorites screen; returns what is left.
public struct RemoveFavoriteToolUseCase: Sendable {
    private let favorites: any FavoriteToolsInterface

    public init(favorites: any FavoriteToolsInterface) {
        self.favorites = favorites
    }

    public func execute(toolId: String) async throws(ToolsError) -> [ToolSummaryDomainModel] {
        try await favorites.setToolFavorite(toolId: toolId, isFavorite: false)
        return try await favorites.getFavoriteTools()
    }
}
