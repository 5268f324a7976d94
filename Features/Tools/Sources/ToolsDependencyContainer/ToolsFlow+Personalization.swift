import ToolsPresentation

extension ToolsFlow {
    /// The country setting over the list or menu it was asked from (a choice goes back; not
    /// while the `personalizedTools` toggle is off), and the lesson evaluation in the place of a
    /// lesson left when its evaluation is due.
    func navigateForPersonalization(to step: ToolsFlowStep) {
        switch step {
        case .countryTappedFromTools, .countryTappedFromLessons, .localizationTappedFromMenu:
            guard diContainer.toggles().personalizedTools else { return }
            push(diContainer.makeCountryListView(flowStepEmitter: flowStepEmitter))
        case .countryChosenFromCountryList, .evaluationFinishedFromLessonEvaluation:
            navigation.pop()
        case .lessonClosedFromLessonReader(let id, let page):
            navigation.pop()
            if let page {
                push(diContainer.makeLessonEvaluationView(lessonId: id, pageReached: page, flowStepEmitter: flowStepEmitter))
            }
        default:
            break
        }
    }
}
