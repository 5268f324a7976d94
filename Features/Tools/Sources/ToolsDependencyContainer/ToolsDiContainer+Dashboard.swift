import Navigation
import ReplKit
import ToolsPresentation

/// The screens of the dashboard, the introduction and the menu.
extension ToolsDiContainer {
    /// The dashboard on `tab`, its tabs built as their own screens, with the introduction first
    /// the first time where it is available: a person at a terminal, or a script that asked.
    @MainActor
    public func makeDashboardView(tab: DashboardTab, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> DashboardView {
        let progress = progress
        let showsOnboardingInScripts = dashboard.showsOnboardingInScripts
        return DashboardView(
            viewModel: DashboardViewModel(
                startTab: tab,
                getOnboardingTutorialIsAvailableUseCase: domainLayer.getOnboardingTutorialIsAvailableUseCase(
                    showsInThisSession: { showsOnboardingInScripts || progress.isAttachedToTerminal }),
                toggles: toggles
            ),
            tabs: [
                .lessons: makeLessonsListView(flowStepEmitter: flowStepEmitter),
                .favorites: makeDashboardFavoritesView(flowStepEmitter: flowStepEmitter),
                .tools: makeToolsListView(flowStepEmitter: flowStepEmitter),
            ],
            onboarding: makeOnboardingTutorialView(flowStepEmitter: flowStepEmitter),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeDashboardFavoritesView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> DashboardFavoritesView {
        DashboardFavoritesView(
            viewModel: DashboardFavoritesViewModel(
                viewDashboardFavoritesUseCase: domainLayer.getViewDashboardFavoritesUseCase(), flowStepEmitter: flowStepEmitter,
                analytics: analytics, toggles: toggles),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeOnboardingTutorialView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> OnboardingTutorialView {
        OnboardingTutorialView(
            viewModel: OnboardingTutorialViewModel(
                finishOnboardingTutorialUseCase: domainLayer.getFinishOnboardingTutorialUseCase(),
                flowStepEmitter: flowStepEmitter, analytics: analytics),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeMenuView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> MenuView {
        MenuView(
            viewModel: MenuViewModel(flowStepEmitter: flowStepEmitter, analytics: analytics, toggles: toggles),
            currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeAboutAppView() -> AboutAppView {
        AboutAppView(
            viewModel: AboutAppViewModel(viewAboutAppUseCase: domainLayer.getViewAboutAppUseCase(), analytics: analytics),
            currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeSendFeedbackView() -> SendFeedbackView {
        SendFeedbackView(
            viewModel: SendFeedbackViewModel(sendFeedbackUseCase: domainLayer.getSendFeedbackUseCase(), analytics: analytics),
            currentAppLanguage: currentAppLanguage)
    }
}
