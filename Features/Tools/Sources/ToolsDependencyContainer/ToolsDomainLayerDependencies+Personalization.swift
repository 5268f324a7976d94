import ToolsDataDomainInterface
import ToolsDomain

/// The use cases of the country setting, the personalized lists and the lesson evaluation.
extension ToolsDomainLayerDependencies {
    private func personalization() -> Personalization {
        Personalization(
            repository: dataLayer.getPersonalizationRepository(), catalogRepository: dataLayer.getToolsCatalogRepository(),
            favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            selectionRepository: dataLayer.getToolsFilterSelectionRepository(),
            progressRepository: dataLayer.getLessonProgressRepository(), currentAppLanguage: currentAppLanguage)
    }

    private func lessonEvaluations() -> LessonEvaluations {
        LessonEvaluations(repository: dataLayer.getLessonEvaluationsRepository())
    }

    public func getSearchCountriesUseCase() -> SearchCountriesUseCase {
        SearchCountriesUseCase(personalization: personalization())
    }

    public func getChooseCountryUseCase() -> ChooseCountryUseCase {
        ChooseCountryUseCase(personalization: personalization())
    }

    public func getShowPersonalizedListUseCase() -> ShowPersonalizedListUseCase {
        ShowPersonalizedListUseCase(personalization: personalization())
    }

    public func getViewPersonalizedToolsUseCase() -> ViewPersonalizedToolsUseCase {
        ViewPersonalizedToolsUseCase(personalization: personalization())
    }

    public func getViewPersonalizedLessonsUseCase() -> ViewPersonalizedLessonsUseCase {
        ViewPersonalizedLessonsUseCase(personalization: personalization())
    }

    public func getAskLessonEvaluationUseCase() -> AskLessonEvaluationUseCase {
        AskLessonEvaluationUseCase(evaluations: lessonEvaluations())
    }

    public func getEvaluateLessonUseCase() -> EvaluateLessonUseCase {
        EvaluateLessonUseCase(evaluations: lessonEvaluations())
    }

    public func getSkipLessonEvaluationUseCase() -> SkipLessonEvaluationUseCase {
        SkipLessonEvaluationUseCase(evaluations: lessonEvaluations())
    }
}
