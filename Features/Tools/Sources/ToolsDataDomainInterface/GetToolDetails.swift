import Foundation
import Localization
import ToolsData
import ToolsDomain

/// One tool's details in the app language, its languages named and sorted in it.
public struct GetToolDetails: GetToolDetailsInterface {
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

    public func getToolDetails(toolId: String) async throws(ToolsError) -> ToolDetailsDomainModel {
        let rules = try await catalogRepository.rules()
        let favorites: [String]
        do {
            favorites = try await favoritesRepository.favoriteIds()
        } catch {
            throw .couldNotLoad
        }
        guard let tool = rules.listedTool(id: toolId) else { throw .toolNotFound(id: toolId) }
        let appLanguage = currentAppLanguage.language
        let naming = LanguageNaming(appLanguage: appLanguage)
        return ToolDetailsDomainModel(
            id: tool.id,
            code: tool.abbreviation,
            name: rules.name(of: tool, appLanguageCode: appLanguage.code),
            category: tool.category,
            totalViews: tool.totalViews,
            about: rules.about(of: tool, appLanguageCode: appLanguage.code),
            conversationStarters: Self.lines(rules.localized(tool, appLanguageCode: appLanguage.code, \.conversationStarters)),
            bibleReferences: Self.lines(rules.localized(tool, appLanguageCode: appLanguage.code, \.bibleReferences)),
            languageNames: naming.sorted(rules.languages(of: tool).map(naming.name)),
            isFavorite: favorites.contains(tool.id),
            versions: tool.metatoolId.map { metatoolId in
                rules.versions(ofMetatool: metatoolId).map { version in
                    ToolVersionDomainModel(
                        id: version.id, code: version.abbreviation,
                        name: rules.name(of: version, appLanguageCode: appLanguage.code),
                        tagline: rules.localized(version, appLanguageCode: appLanguage.code, \.translatedTagline),
                        languageCount: rules.languages(of: version).count, isSelected: version.id == tool.id)
                }
            } ?? []
        )
    }

    /// The non-empty lines of `text`, trimmed.
    private static func lines(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
