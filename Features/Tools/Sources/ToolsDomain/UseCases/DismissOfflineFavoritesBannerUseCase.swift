/// The person closes the offline favorites notice (`dismiss`); it does not come back.
public struct DismissOfflineFavoritesBannerUseCase: Sendable {
    private let offlineFavorites: any OfflineFavoritesInterface

    public init(offlineFavorites: any OfflineFavoritesInterface) {
        self.offlineFavorites = offlineFavorites
    }

    public func execute() async throws(ToolsError) {
        try await offlineFavorites.dismissOfflineBanner()
    }
}
