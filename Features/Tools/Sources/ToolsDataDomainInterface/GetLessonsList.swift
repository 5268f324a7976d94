import Localization
import ToolsData
import ToolsDomain

/// The lessons list in the lesson language: the lessons available in it (nothing
/// hidden), featured (spotlight) lessons first, each by default order, named in that
/// language, with the progress kept for it.
public struct GetLessonsList: GetLessonsListInterface {
    private let choice: LessonLanguageChoice
    private let progressRepository: LessonProgressRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, selectionRepository: ToolsFilterSelectionRepository,
        progressRepository: LessonProgressRepository, currentAppLanguage: CurrentAppLanguage
    ) {
        choice = LessonLanguageChoice(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        self.progressRepository = progressRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getLessonsList() async throws(ToolsError) -> LessonsListDomainModel {
        let resolved = try await choice.resolved()
        guard let language = resolved.chosen else { return LessonsListDomainModel(featured: [], lessons: [], language: nil) }
        let progress = try await progressRepository.progressByLesson()
        let rules = resolved.rules
        let appCode = currentAppLanguage.language.code
        let summaries = rules.listedLessons.filter { rules.isAvailable($0, languageId: language.id) }.map { lesson in
            (
                lesson.isSpotlight,
                LessonSummaryDomainModel(
                    id: lesson.id, code: lesson.abbreviation,
                    name: rules.name(of: lesson, languageId: language.id, appLanguageCode: appCode),
                    progress: progress[lesson.id]
                )
            )
        }
        return LessonsListDomainModel(
            featured: summaries.filter(\.0).map(\.1), lessons: summaries.filter { !$0.0 }.map(\.1),
            language: LanguageNaming(appLanguage: currentAppLanguage.language).domainModel(language)
        )
    }

    static func progress(_ stored: LessonProgressDataModel) -> LessonProgressDomainModel {
        stored.isCompleted ? .completed : .inProgress(fraction: stored.progress)
    }
}
