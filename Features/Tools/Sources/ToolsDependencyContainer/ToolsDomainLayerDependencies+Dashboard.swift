import AppCore
import ToolsDataDomainInterface
import ToolsDomain

/// The use cases of the dashboard, the introduction and the menu.
extension ToolsDomainLayerDependencies {
    /// The introduction, shown where `showsInThisSession` says a person is there to read it.
    func onboardingTutorial(showsInThisSession: @escaping @Sendable () -> Bool) -> OnboardingTutorial {
        let clock = dataLayer.clock
        return OnboardingTutorial(
            repository: dataLayer.getToolsOnboardingRepository(), showsInThisSession: showsInThisSession,
            now: { clock.now() })
    }

    public func getOnboardingTutorialIsAvailableUseCase(
        showsInThisSession: @escaping @Sendable () -> Bool
    ) -> GetOnboardingTutorialIsAvailableUseCase {
        GetOnboardingTutorialIsAvailableUseCase(tutorial: onboardingTutorial(showsInThisSession: showsInThisSession))
    }

    public func getFinishOnboardingTutorialUseCase() -> FinishOnboardingTutorialUseCase {
        FinishOnboardingTutorialUseCase(tutorial: onboardingTutorial(showsInThisSession: { true }))
    }

    public func getViewDashboardFavoritesUseCase() -> ViewDashboardFavoritesUseCase {
        ViewDashboardFavoritesUseCase(
            dashboardFavorites: DashboardFavorites(
                favorites: favoriteTools(),
                lessons: GetLessonsList(
                    catalogRepository: dataLayer.getToolsCatalogRepository(),
                    selectionRepository: dataLayer.getToolsFilterSelectionRepository(),
                    progressRepository: dataLayer.getLessonProgressRepository(), currentAppLanguage: currentAppLanguage
                )))
    }

    public func getViewAboutAppUseCase() -> ViewAboutAppUseCase {
        ViewAboutAppUseCase(about: AboutApp(version: AppRelease.version))
    }

    public func getSendFeedbackUseCase() -> SendFeedbackUseCase {
        let clock = dataLayer.clock
        return SendFeedbackUseCase(
            outbox: FeedbackOutbox(repository: dataLayer.getFeedbackOutboxRepository(), now: { clock.now() }))
    }
}
