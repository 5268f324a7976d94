import Localization
import ToolsData
import ToolsDomain

/// The tools list in the app language: spotlighted tools first (never filtered, as in
/// GodTools), then the tools that match the category and language filters; with a
/// language filter, each row says whether its tool is available in that language. A
/// metatool's versions are listed as one, the version chosen (GodTools lists its default variant).
public struct GetToolsList: GetToolsListInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let favoritesRepository: FavoriteToolsRepository
    private let filters: ToolFilters
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, favoritesRepository: FavoriteToolsRepository,
        selectionRepository: ToolsFilterSelectionRepository, currentAppLanguage: CurrentAppLanguage
    ) {
        self.catalogRepository = catalogRepository
        self.favoritesRepository = favoritesRepository
        filters = ToolFilters(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        self.currentAppLanguage = currentAppLanguage
    }

    public func getToolsList() async throws(ToolsError) -> ToolsListDomainModel {
        let filtering = try await filters.currentFiltering()
        let favorites: Set<String>
        do {
            favorites = Set(try await favoritesRepository.favoriteIds())
        } catch {
            throw .couldNotLoad
        }
        let rules = filtering.rules
        let appLanguage = currentAppLanguage.language
        let summary = { (tool: ToolsResourceDataModel) in
            ToolSummaryDomainModel(
                id: tool.id, code: tool.abbreviation, name: rules.name(of: tool, appLanguageCode: appLanguage.code),
                category: tool.category, isFavorite: favorites.contains(tool.id),
                isAvailableInFilterLanguage: filtering.language.map { rules.isAvailable(tool, languageId: $0.id) }
            )
        }
        return ToolsListDomainModel(
            spotlight: rules.toolsInList.filter(\.isSpotlight).map(summary),
            tools: filtering.matchingTools.map(summary),
            categoryFilter: filtering.category,
            languageFilter: filtering.language.map(LanguageNaming(appLanguage: appLanguage).domainModel)
        )
    }
}
