import FeatureContracts
import Navigation
import ToolsPresentation

/// Where the dashboard, the introduction and the menu lead.
extension ToolsFlow {
    func pushDashboard(tab: DashboardTab) {
        push(diContainer.makeDashboardView(tab: tab, flowStepEmitter: flowStepEmitter))
    }

    /// The starts beside the dashboard's own: every favorite over it, the menu, About over the menu.
    func startAroundDashboard(_ start: Start) {
        switch start {
        case .allFavorites:
            pushDashboard(tab: .favorites)
            navigate(to: .viewAllFavoritesTappedFromDashboard)
        case .about:
            push(diContainer.makeMenuView(flowStepEmitter: flowStepEmitter))
            navigate(to: .aboutTappedFromMenu)
        default:
            push(diContainer.makeMenuView(flowStepEmitter: flowStepEmitter))
        }
    }

    func navigateAroundDashboard(to step: ToolsFlowStep) {
        switch step {
        case .lessonTappedFromDashboardFavorites(let id):
            push(diContainer.makeLessonReaderView(lessonId: id, flowStepEmitter: flowStepEmitter))
        case .viewAllFavoritesTappedFromDashboard:
            push(diContainer.makeFavoriteToolsView(flowStepEmitter: flowStepEmitter))
        case .tutorialFinishedFromOnboarding:
            // The introduction again from the menu goes back there; the dashboard's own shows its tab.
            if navigation.top is OnboardingTutorialView { navigation.pop() }
        case .languageSettingsTappedFromMenu:
            // Another feature's screen (Languages' in the app): the host hands over to it.
            request(HandOverDestinations.languageSettings)
        case .tutorialTappedFromMenu:
            push(diContainer.makeOnboardingTutorialView(flowStepEmitter: flowStepEmitter))
        case .aboutTappedFromMenu:
            push(diContainer.makeAboutAppView())
        case .sendFeedbackTappedFromMenu:
            push(diContainer.makeSendFeedbackView())
        default:
            break
        }
    }
}
