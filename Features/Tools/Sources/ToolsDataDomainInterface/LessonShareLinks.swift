import Localization
import ToolsData
import ToolsDomain

/// A lesson's share link in GodTools' knowgod.com form (``KnowGodShareLink``:
/// `https://knowgod.com/{language}/lesson/{abbreviation}`), in the lesson language.
public struct LessonShareLinks: LessonShareLinkInterface {
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

    public func getShareLink(lessonId: String, pageIndex: Int?) async throws(ToolsError) -> ToolShareLinkDomainModel {
        let resolved = try await choice.resolved()
        guard let lesson = resolved.rules.listedLesson(id: lessonId) else { throw .lessonNotFound(id: lessonId) }
        guard let language = resolved.chosen, resolved.rules.translation(of: lesson, languageId: language.id) != nil else {
            let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
            throw .noContent(languageName: resolved.chosen.map(naming.name(of:)) ?? naming.appLanguageName)
        }
        return ToolShareLinkDomainModel(
            url: KnowGodShareLink.url(
                abbreviation: lesson.abbreviation, resourceType: lesson.resourceType, languageCode: language.code,
                pageIndex: pageIndex, primaryLanguageCode: language.code, parallelLanguageCode: nil))
    }
}
