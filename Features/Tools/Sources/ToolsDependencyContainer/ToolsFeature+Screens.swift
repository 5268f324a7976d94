import FeatureKit
import Navigation
import ToolsPresentation

/// The Tools screens as `app --describe` lists them. The dashboard shows one tab at a time
/// and is named for it, so it is listed once per tab.
extension ToolsFeature {
    /// Every screen of the flow: the dashboard on each tab and its introduction, the tools'
    /// details, reader, settings and filters, the lessons' filter and reader, Favorites, the
    /// menu and its screens, the country setting, the lesson evaluation and Downloadable
    /// languages (which another feature's route opens). What is toggled off is not listed.
    public func screenCatalog() -> [FeatureScreen] {
        let emitter = FlowStepEmitter<ToolsFlowStep>()
        let container = diContainer
        let toggles = toolsToggles()
        let lessons = toggles.dashboardLessons
        let screens: [FeatureScreen?] = [
            FeatureScreen(
                container.makeDashboardView(tab: .favorites, flowStepEmitter: emitter),
                routes: [Self.toolsRoute, Self.favoritesRoute]),
            lessons
                ? FeatureScreen(
                    container.makeDashboardView(tab: .lessons, flowStepEmitter: emitter), routes: [Self.lessonsRoute]) : nil,
            FeatureScreen(container.makeDashboardView(tab: .tools, flowStepEmitter: emitter)),
            FeatureScreen(container.makeOnboardingTutorialView(flowStepEmitter: emitter)),
            FeatureScreen(container.makeToolDetailsView(toolId: "", flowStepEmitter: emitter), routes: [Self.toolDetailsRoute]),
            FeatureScreen(container.makeToolReaderView(toolId: "", flowStepEmitter: emitter), routes: [Self.toolReaderRoute]),
            FeatureScreen(container.makeToolSettingsView(toolId: "")),
            FeatureScreen(container.makeToolCategoryFilterView(flowStepEmitter: emitter)),
            FeatureScreen(container.makeToolLanguageFilterView(flowStepEmitter: emitter)),
            lessons ? FeatureScreen(container.makeLessonLanguageFilterView(flowStepEmitter: emitter)) : nil,
            lessons
                ? FeatureScreen(
                    container.makeLessonReaderView(lessonId: "", flowStepEmitter: emitter), routes: [Self.lessonRoute]) : nil,
            FeatureScreen(container.makeFavoriteToolsView(flowStepEmitter: emitter), routes: [Self.allFavoritesRoute]),
            FeatureScreen(container.makeMenuView(flowStepEmitter: emitter), routes: [Self.menuRoute]),
            FeatureScreen(container.makeAboutAppView(), routes: [Self.aboutRoute]),
            FeatureScreen(container.makeSendFeedbackView()),
            toggles.personalizedTools ? FeatureScreen(container.makeCountryListView(flowStepEmitter: emitter)) : nil,
            lessons
                ? FeatureScreen(container.makeLessonEvaluationView(lessonId: "", pageReached: 1, flowStepEmitter: emitter))
                : nil,
            FeatureScreen(container.makeDownloadableLanguagesView()),
        ]
        return screens.compactMap { $0 }
    }
}
