import Navigation
import ToolsDomain
import ToolsPresentation

/// The screens of the country setting and the lesson evaluation, and the personalized sets
/// the tools and lessons lists show.
extension ToolsDiContainer {
    @MainActor
    public func makeCountryListView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> CountryListView {
        CountryListView(
            viewModel: CountryListViewModel(
                searchCountriesUseCase: domainLayer.getSearchCountriesUseCase(),
                chooseCountryUseCase: domainLayer.getChooseCountryUseCase(), flowStepEmitter: flowStepEmitter),
            currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeLessonEvaluationView(
        lessonId: String, pageReached: Int, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) -> LessonEvaluationView {
        LessonEvaluationView(
            viewModel: LessonEvaluationViewModel(
                lessonId: lessonId, pageReached: pageReached, evaluateLessonUseCase: domainLayer.getEvaluateLessonUseCase(),
                skipLessonEvaluationUseCase: domainLayer.getSkipLessonEvaluationUseCase(), flowStepEmitter: flowStepEmitter),
            currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    func makePersonalizedToolsViewModel(
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) -> PersonalizedListViewModel<PersonalizedToolsDomainModel> {
        let useCase = domainLayer.getViewPersonalizedToolsUseCase()
        return PersonalizedListViewModel(
            list: .tools, view: { () async throws(ToolsError) in try await useCase.execute() },
            showPersonalizedListUseCase: domainLayer.getShowPersonalizedListUseCase(), flowStepEmitter: flowStepEmitter,
            toggles: toggles)
    }

    @MainActor
    func makePersonalizedLessonsViewModel(
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) -> PersonalizedListViewModel<PersonalizedLessonsDomainModel> {
        let useCase = domainLayer.getViewPersonalizedLessonsUseCase()
        return PersonalizedListViewModel(
            list: .lessons, view: { () async throws(ToolsError) in try await useCase.execute() },
            showPersonalizedListUseCase: domainLayer.getShowPersonalizedListUseCase(), flowStepEmitter: flowStepEmitter,
            toggles: toggles)
    }
}
