import Localization
import ToolsData
import ToolsDomain

/// The person's favorite tools, named in the app language. Favorites whose tool is
/// no longer listed (hidden or gone from the catalog) are kept but not shown.
public struct FavoriteTools: FavoriteToolsInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let favoritesRepository: FavoriteToolsRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, favoritesRepository: FavoriteToolsRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.catalogRepository = catalogRepository
        self.favoritesRepository = favoritesRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getFavoriteTools() async throws(ToolsError) -> [ToolSummaryDomainModel] {
        let rules = try await catalogRepository.rules()
        let ids: [String]
        do {
            ids = try await favoritesRepository.favoriteIds()
        } catch {
            throw .couldNotLoad
        }
        let language = currentAppLanguage.language.code
        return ids.compactMap { id in
            rules.listedTool(id: id).map { tool in
                ToolSummaryDomainModel(
                    id: tool.id, code: tool.abbreviation, name: rules.name(of: tool, appLanguageCode: language),
                    category: tool.category, isFavorite: true
                )
            }
        }
    }

    public func setToolFavorite(toolId: String, isFavorite: Bool) async throws(ToolsError) {
        guard try await catalogRepository.rules().listedTool(id: toolId) != nil else { throw .toolNotFound(id: toolId) }
        do {
            if isFavorite {
                try await favoritesRepository.add(resourceId: toolId)
            } else {
                try await favoritesRepository.remove(resourceId: toolId)
            }
        } catch {
            throw .couldNotSave
        }
    }

    /// Moves by the positions on screen, which leave out favorites that are not shown.
    public func moveFavoriteTool(from: Int, to: Int) async throws(ToolsError) {
        let shown = try await getFavoriteTools()
        guard shown.indices.contains(from), shown.indices.contains(to) else { throw .couldNotSave }
        do {
            let stored = try await favoritesRepository.favoriteIds()
            guard let storedFrom = stored.firstIndex(of: shown[from].id), let storedTo = stored.firstIndex(of: shown[to].id)
            else {
                throw ToolsError.couldNotSave
            }
            try await favoritesRepository.move(from: storedFrom, to: storedTo)
        } catch {
            throw .couldNotSave
        }
    }
}
