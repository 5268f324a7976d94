import Localization
import ToolsData
import ToolsDomain

/// A lesson's pages in the lesson language — downloaded, checked and saved the first
/// time, read from the database after that — with the page it was left on, and its
/// progress kept by GodTools' rule (``LessonProgressRule``) as the person reads.
public struct GetLessonReader: LessonReaderInterface {
    private let choice: LessonLanguageChoice
    private let progressRepository: LessonProgressRepository
    private let filesRepository: ToolTranslationFilesRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, selectionRepository: ToolsFilterSelectionRepository,
        progressRepository: LessonProgressRepository, filesRepository: ToolTranslationFilesRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        choice = LessonLanguageChoice(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        self.progressRepository = progressRepository
        self.filesRepository = filesRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getLessonReader(
        lessonId: String, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> LessonReaderDomainModel {
        let resolved = try await choice.resolved()
        guard let lesson = resolved.rules.listedLesson(id: lessonId) else { throw .lessonNotFound(id: lessonId) }
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        guard let language = resolved.chosen, let translation = resolved.rules.translation(of: lesson, languageId: language.id)
        else {
            throw .noContent(languageName: resolved.chosen.map(naming.name(of:)) ?? naming.appLanguageName)
        }
        let languageModel = naming.domainModel(language)
        let content = try await TranslationContentLoader(filesRepository: filesRepository).load(
            resourceId: lesson.id, translation: translation, language: languageModel, onProgress: onProgress
        )
        let stored: LessonProgressDataModel?
        do {
            stored = try await progressRepository.progress(resourceId: lesson.id)
        } catch {
            throw .couldNotLoad
        }
        let resume = stored.flatMap { stored -> Int? in
            guard !stored.isCompleted, stored.pageIndex > 0, content.pages.count > 1 else { return nil }
            return min(stored.pageIndex, content.pages.count - 1)
        }
        return LessonReaderDomainModel(
            lessonId: lesson.id,
            translation: ToolTranslationDomainModel(
                language: languageModel, toolName: translation.translatedName ?? content.title ?? lesson.name,
                pages: content.pages
            ),
            resumePageIndex: resume, downloadedLanguages: content.wasDownloaded ? [languageModel] : []
        )
    }

    public func saveLessonPage(lessonId: String, pageIndex: Int, pageCount: Int) async throws(ToolsError)
        -> LessonProgressDomainModel
    {
        let progress = LessonProgressRule.progress(pageIndex: pageIndex, pageCount: pageCount)
        let fraction: Double
        switch progress {
        case .completed: fraction = 1
        case .inProgress(let value): fraction = value
        }
        do {
            try await progressRepository.save(
                resourceId: lessonId, pageIndex: pageIndex, pageCount: pageCount, progress: fraction,
                isCompleted: progress == .completed
            )
        } catch {
            throw .couldNotSave
        }
        return progress
    }
}
