import Localization
import ToolsDataDomainInterface
import ToolsDomain

/// Builds the Tools feature's use cases on their interface implementations.
public struct ToolsDomainLayerDependencies: Sendable {
    private let dataLayer: ToolsDataLayerDependencies
    private let currentAppLanguage: CurrentAppLanguage

    public init(dataLayer: ToolsDataLayerDependencies, currentAppLanguage: CurrentAppLanguage) {
        self.dataLayer = dataLayer
        self.currentAppLanguage = currentAppLanguage
    }

    private func favoriteTools() -> FavoriteTools {
        FavoriteTools(
            catalogRepository: dataLayer.getToolsCatalogRepository(), favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            currentAppLanguage: currentAppLanguage
        )
    }

    public func getViewToolsUseCase() -> ViewToolsUseCase {
        ViewToolsUseCase(getToolsList: GetToolsList(
            catalogRepository: dataLayer.getToolsCatalogRepository(), favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            currentAppLanguage: currentAppLanguage
        ))
    }

    public func getViewToolDetailsUseCase() -> ViewToolDetailsUseCase {
        ViewToolDetailsUseCase(getToolDetails: GetToolDetails(
            catalogRepository: dataLayer.getToolsCatalogRepository(), favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            currentAppLanguage: currentAppLanguage
        ))
    }

    public func getToggleToolFavoritedUseCase() -> ToggleToolFavoritedUseCase {
        ToggleToolFavoritedUseCase(favorites: favoriteTools())
    }

    public func getViewFavoriteToolsUseCase() -> ViewFavoriteToolsUseCase {
        ViewFavoriteToolsUseCase(favorites: favoriteTools())
    }

    public func getReorderFavoriteToolsUseCase() -> ReorderFavoriteToolsUseCase {
        ReorderFavoriteToolsUseCase(favorites: favoriteTools())
    }

    public func getRemoveFavoriteToolUseCase() -> RemoveFavoriteToolUseCase {
        RemoveFavoriteToolUseCase(favorites: favoriteTools())
    }
}
