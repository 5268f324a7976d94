/// The person moves a favorite to another place; returns the favorites in their new order.
public struct ReorderFavoriteToolsUseCase: Sendable {
    private let favorites: any FavoriteToolsInterface

    public init(favorites: any FavoriteToolsInterface) {
        self.favorites = favorites
    }

    public func execute(from: Int, to: Int) async throws(ToolsError) -> [ToolSummaryDomainModel] {
        try await favorites.moveFavoriteTool(from: from, to: to)
        return try await favorites.getFavoriteTools()
    }
}
