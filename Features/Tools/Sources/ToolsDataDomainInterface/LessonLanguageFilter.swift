import Localization
import ToolsData
import ToolsDomain

/// The lesson language filter: every language with at least one lesson (no "Any"),
/// with its lesson count, sorted by the name in the app language; the choice in effect
/// marked, and kept.
public struct LessonLanguageFilter: LessonLanguageFilterInterface {
    private let choice: LessonLanguageChoice
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, selectionRepository: ToolsFilterSelectionRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        choice = LessonLanguageChoice(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        self.currentAppLanguage = currentAppLanguage
    }

    public func getLessonLanguageOptions() async throws(ToolsError) -> [LessonLanguageOptionDomainModel] {
        let resolved = try await choice.resolved()
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        return resolved.languages
            .map {
                LessonLanguageOptionDomainModel(
                    language: naming.domainModel($0.language), lessonCount: $0.lessonCount,
                    isSelected: $0.language.id == resolved.chosen?.id
                )
            }
            .sorted { naming.isOrderedBefore($0.language.name, $1.language.name) }
    }

    public func selectLessonLanguage(id: String) async throws(ToolsError) {
        let resolved = try await choice.resolved()
        guard resolved.languages.contains(where: { $0.language.id == id }) else { throw .languageNotAvailable(id) }
        try await choice.choose(languageId: id)
    }
}
