import Localization
import ToolsData
import ToolsDomain

/// The tools list in the app language: spotlighted tools first, then every tool.
public struct GetToolsList: GetToolsListInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let favoritesRepository: FavoriteToolsRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(catalogRepository: ToolsCatalogRepository, favoritesRepository: FavoriteToolsRepository, currentAppLanguage: CurrentAppLanguage) {
        self.catalogRepository = catalogRepository
        self.favoritesRepository = favoritesRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getToolsList() async throws(ToolsError) -> ToolsListDomainModel {
        let rules: ToolCatalogRules
        let favorites: Set<String>
        do {
            rules = ToolCatalogRules(catalog: try await catalogRepository.catalog())
            favorites = Set(try await favoritesRepository.favoriteIds())
        } catch {
            throw .couldNotLoad
        }
        let language = currentAppLanguage.language.code
        let tools = rules.listedTools.map { tool in
            ToolSummaryDomainModel(
                id: tool.id, code: tool.abbreviation, name: rules.name(of: tool, appLanguageCode: language), category: tool.category,
                isFavorite: favorites.contains(tool.id)
            )
        }
        let spotlightIds = Set(rules.listedTools.filter(\.isSpotlight).map(\.id))
        return ToolsListDomainModel(spotlight: tools.filter { spotlightIds.contains($0.id) }, tools: tools)
    }
}
