/// A tool the person unfavorited gives back the space only it needed.
public struct FreeUnfavoritedToolUseCase: Sendable {
    private let offlineFavorites: any OfflineFavoritesInterface

    public init(offlineFavorites: any OfflineFavoritesInterface) {
        self.offlineFavorites = offlineFavorites
    }

    /// Returns how many files were freed.
    @discardableResult
    public func execute(toolId: String) async throws(ToolsError) -> Int {
        try await offlineFavorites.releaseFavorite(toolId: toolId)
    }
}
