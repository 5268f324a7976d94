import Analytics
import AppCore
import Localization
import Navigation
import Networking
import Persistence
import ReplKit
import ToolsData
import ToolsDomain
import ToolsPresentation

/// Everything the Tools feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ToolsDiContainer: Sendable {
    public let dataLayer: ToolsDataLayerDependencies
    public let domainLayer: ToolsDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage
    /// Where downloads show how they are going on a terminal.
    public let progress: ReplProgress
    /// Where the screens track what the person sees and does.
    public let analytics: AnalyticsTracker
    /// Whether the introduction may show in a script.
    public let dashboard: ToolsDashboardConfiguration
    /// Which switchable parts are on, read again by the screens each time they draw.
    public let toggles: ToolsTogglesReading

    /// Keeps favorites available offline, for every screen that favorites a tool.
    public let offlineFavoriteKeeper: OfflineFavoriteKeeper
    /// Keeps downloaded languages current: at launch and after `refresh`.
    public let languagesUpdater: DownloadedLanguagesUpdater

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ToolsDatabaseMigrations()

    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, clock: any AppClock = SystemAppClock(),
        configuration: ToolsSourceConfiguration = ToolsSourceConfiguration(), progress: ReplProgress = ReplProgress(),
        source: (any ToolsContentSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        analytics: AnalyticsTracker = .disabled, dashboard: ToolsDashboardConfiguration = ToolsDashboardConfiguration(),
        toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        self.dashboard = dashboard
        self.toggles = toggles
        self.currentAppLanguage = currentAppLanguage
        self.progress = progress
        self.analytics = analytics
        dataLayer = ToolsDataLayerDependencies(
            database: database, clock: clock, configuration: configuration, source: source, httpTransport: httpTransport
        )
        domainLayer = ToolsDomainLayerDependencies(dataLayer: dataLayer, currentAppLanguage: currentAppLanguage)
        (offlineFavoriteKeeper, languagesUpdater) = Self.makeBackgroundWork(
            domainLayer: domainLayer, currentAppLanguage: currentAppLanguage, progress: progress)
    }

    @MainActor
    public func makeToolsListView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolsListView {
        ToolsListView(
            viewModel: ToolsListViewModel(
                viewToolsUseCase: domainLayer.getViewToolsUseCase(),
                toggleToolFavoritedUseCase: domainLayer.getToggleToolFavoritedUseCase(),
                refreshToolsUseCase: domainLayer.getRefreshToolsUseCase(),
                flowStepEmitter: flowStepEmitter, analytics: analytics, offlineFavoriteKeeper: offlineFavoriteKeeper,
                languagesUpdater: languagesUpdater
            ),
            currentAppLanguage: currentAppLanguage, banner: makeOfflineFavoritesBannerView(),
            personalization: makePersonalizedToolsViewModel(flowStepEmitter: flowStepEmitter)
        )
    }

    @MainActor
    public func makeToolCategoryFilterView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolCategoryFilterView {
        ToolCategoryFilterView(
            viewModel: ToolCategoryFilterViewModel(
                viewToolCategoryFilterUseCase: domainLayer.getViewToolCategoryFilterUseCase(),
                selectToolCategoryFilterUseCase: domainLayer.getSelectToolCategoryFilterUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeToolLanguageFilterView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolLanguageFilterView {
        ToolLanguageFilterView(
            viewModel: ToolLanguageFilterViewModel(
                searchToolLanguageFilterUseCase: domainLayer.getSearchToolLanguageFilterUseCase(),
                selectToolLanguageFilterUseCase: domainLayer.getSelectToolLanguageFilterUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeToolDetailsView(toolId: String, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> ToolDetailsView {
        ToolDetailsView(
            viewModel: ToolDetailsViewModel(
                toolId: toolId, viewToolDetailsUseCase: domainLayer.getViewToolDetailsUseCase(),
                toggleToolFavoritedUseCase: domainLayer.getToggleToolFavoritedUseCase(),
                chooseToolVersionUseCase: domainLayer.getChooseToolVersionUseCase(),
                shareToolUseCase: domainLayer.getShareToolUseCase(),
                viewLearnToShareToolUseCase: domainLayer.getViewLearnToShareToolUseCase(),
                learnToShareToolUseCase: domainLayer.getLearnToShareToolUseCase(), flowStepEmitter: flowStepEmitter,
                analytics: analytics, offlineFavoriteKeeper: offlineFavoriteKeeper, toggles: toggles
            ),
            currentAppLanguage: currentAppLanguage,
            terminalColumns: { [progress] in
                progress.isAttachedToTerminal ? TerminalWidth.ofStandardOutput() : nil
            }
        )
    }

    @MainActor
    public func makeToolSettingsView(toolId: String) -> ToolSettingsView {
        ToolSettingsView(
            viewModel: ToolSettingsViewModel(
                toolId: toolId, viewToolSettingsUseCase: domainLayer.getViewToolSettingsUseCase(),
                setToolPrimaryLanguageUseCase: domainLayer.getSetToolPrimaryLanguageUseCase(),
                setToolParallelLanguageUseCase: domainLayer.getSetToolParallelLanguageUseCase(),
                swapToolLanguagesUseCase: domainLayer.getSwapToolLanguagesUseCase(),
                viewToolTrainingTipsUseCase: domainLayer.getViewToolTrainingTipsUseCase(),
                setToolTrainingTipsUseCase: domainLayer.getSetToolTrainingTipsUseCase()
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeFavoriteToolsView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> FavoriteToolsView {
        FavoriteToolsView(
            viewModel: FavoriteToolsViewModel(
                viewFavoriteToolsUseCase: domainLayer.getViewFavoriteToolsUseCase(),
                reorderFavoriteToolsUseCase: domainLayer.getReorderFavoriteToolsUseCase(),
                removeFavoriteToolUseCase: domainLayer.getRemoveFavoriteToolUseCase(),
                flowStepEmitter: flowStepEmitter, analytics: analytics, offlineFavoriteKeeper: offlineFavoriteKeeper
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeLessonsListView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> LessonsListView {
        LessonsListView(
            viewModel: LessonsListViewModel(
                viewLessonsUseCase: domainLayer.getViewLessonsUseCase(), shareLessonUseCase: domainLayer.getShareLessonUseCase(),
                flowStepEmitter: flowStepEmitter, analytics: analytics),
            currentAppLanguage: currentAppLanguage,
            personalization: makePersonalizedLessonsViewModel(flowStepEmitter: flowStepEmitter),
            terminalColumns: { [progress] in
                progress.isAttachedToTerminal ? TerminalWidth.ofStandardOutput() : nil
            }
        )
    }

    @MainActor
    public func makeLessonLanguageFilterView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> LessonLanguageFilterView {
        LessonLanguageFilterView(
            viewModel: LessonLanguageFilterViewModel(
                viewLessonLanguageFilterUseCase: domainLayer.getViewLessonLanguageFilterUseCase(),
                selectLessonLanguageFilterUseCase: domainLayer.getSelectLessonLanguageFilterUseCase(),
                flowStepEmitter: flowStepEmitter
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeLessonReaderView(lessonId: String, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) -> LessonReaderView {
        LessonReaderView(
            viewModel: LessonReaderViewModel(
                lessonId: lessonId, openLessonUseCase: domainLayer.getOpenLessonUseCase(),
                turnLessonPageUseCase: domainLayer.getTurnLessonPageUseCase(),
                shareLessonUseCase: domainLayer.getShareLessonUseCase(), flowStepEmitter: flowStepEmitter,
                downloadProgressChanged: ToolsDownloadProgressText.reader(
                    currentAppLanguage: currentAppLanguage, progress: progress),
                askLessonEvaluationUseCase: domainLayer.getAskLessonEvaluationUseCase()
            ),
            currentAppLanguage: currentAppLanguage, progress: progress
        )
    }

    @MainActor
    public func makeDownloadableLanguagesView() -> DownloadableLanguagesView {
        DownloadableLanguagesView(
            viewModel: DownloadableLanguagesViewModel(
                viewDownloadableLanguagesUseCase: domainLayer.getViewDownloadableLanguagesUseCase(),
                downloadToolLanguageUseCase: domainLayer.getDownloadToolLanguageUseCase(),
                retryFailedToolDownloadsUseCase: domainLayer.getRetryFailedToolDownloadsUseCase(),
                askToRemoveToolLanguageUseCase: domainLayer.getAskToRemoveToolLanguageUseCase(),
                removeToolLanguageDownloadUseCase: domainLayer.getRemoveToolLanguageDownloadUseCase(),
                downloadProgressChanged: ToolsDownloadProgressText.languageDownload(
                    currentAppLanguage: currentAppLanguage, progress: progress),
                viewLanguagesLastUpdatedUseCase: domainLayer.getViewLanguagesLastUpdatedUseCase(),
                languagesUpdater: languagesUpdater
            ),
            currentAppLanguage: currentAppLanguage, progress: progress
        )
    }

    /// Finds the tool or lesson a route names before any screen is built.
    @MainActor
    public func makeToolRouteViewModel() -> ToolRouteViewModel {
        ToolRouteViewModel(
            findToolByCodeUseCase: domainLayer.getFindToolByCodeUseCase(),
            findLessonByCodeUseCase: domainLayer.getFindLessonByCodeUseCase(),
            currentAppLanguage: currentAppLanguage
        )
    }
}
