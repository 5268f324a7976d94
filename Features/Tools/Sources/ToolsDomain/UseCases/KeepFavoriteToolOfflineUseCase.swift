/// A tool the person just favorited is downloaded so it reads with no network.
public struct KeepFavoriteToolOfflineUseCase: Sendable {
    private let offlineFavorites: any OfflineFavoritesInterface

    public init(offlineFavorites: any OfflineFavoritesInterface) {
        self.offlineFavorites = offlineFavorites
    }

    public func execute(toolId: String, onProgress: @escaping FavoriteOfflineProgressHandler = { _ in }) async throws(ToolsError)
        -> FavoriteOfflineDomainModel
    {
        try await offlineFavorites.keepFavoriteOffline(toolId: toolId, onProgress: onProgress)
    }
}
