/// Favorites kept for reading offline, and the notice on the tools list that says so.
public protocol OfflineFavoritesInterface: Sendable {
    /// Downloads the favorite `toolId` in the app language and in its primary and parallel
    /// languages (those it has), and records that the favorite holds those downloads.
    func keepFavoriteOffline(toolId: String, onProgress: @escaping FavoriteOfflineProgressHandler) async throws(ToolsError)
        -> FavoriteOfflineDomainModel
    /// Lets go of what the unfavorited `toolId` held, freeing the files no other download
    /// (another favorite, a downloaded language, another language's files) needs. Returns how many.
    func releaseFavorite(toolId: String) async throws(ToolsError) -> Int
    /// Whether the tools list shows the notice that favoriting keeps a tool offline.
    func isOfflineBannerShown() async -> Bool
    /// Closes that notice for good.
    func dismissOfflineBanner() async throws(ToolsError)
}
