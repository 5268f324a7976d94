/// The tools list asks whether to show the notice that favoriting keeps a tool offline.
public struct ViewOfflineFavoritesBannerUseCase: Sendable {
    private let offlineFavorites: any OfflineFavoritesInterface

    public init(offlineFavorites: any OfflineFavoritesInterface) {
        self.offlineFavorites = offlineFavorites
    }

    public func execute() async -> Bool {
        await offlineFavorites.isOfflineBannerShown()
    }
}
