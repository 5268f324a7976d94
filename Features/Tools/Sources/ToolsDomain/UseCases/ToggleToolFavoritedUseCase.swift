/// The person favorites or unfavorites a tool from a row or its details (no question asked).
public struct ToggleToolFavoritedUseCase: Sendable {
    private let favorites: any FavoriteToolsInterface

    public init(favorites: any FavoriteToolsInterface) {
        self.favorites = favorites
    }

    public func execute(toolId: String, isFavorite: Bool) async throws(ToolsError) {
        try await favorites.setToolFavorite(toolId: toolId, isFavorite: isFavorite)
    }
}
