import Localization
import ToolsDataDomainInterface
import ToolsDomain

/// Builds the Tools feature's use cases on their interface implementations.
public struct ToolsDomainLayerDependencies: Sendable {
    let dataLayer: ToolsDataLayerDependencies
    let currentAppLanguage: CurrentAppLanguage

    public init(dataLayer: ToolsDataLayerDependencies, currentAppLanguage: CurrentAppLanguage) {
        self.dataLayer = dataLayer
        self.currentAppLanguage = currentAppLanguage
    }

    func favoriteTools() -> FavoriteTools {
        FavoriteTools(
            catalogRepository: dataLayer.getToolsCatalogRepository(), favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            currentAppLanguage: currentAppLanguage
        )
    }

    private func toolFilters() -> ToolFilters {
        ToolFilters(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            selectionRepository: dataLayer.getToolsFilterSelectionRepository(), currentAppLanguage: currentAppLanguage
        )
    }

    private func toolLanguageSettings() -> ToolLanguageSettings {
        ToolLanguageSettings(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            settingsRepository: dataLayer.getToolLanguageSettingsRepository(), currentAppLanguage: currentAppLanguage
        )
    }

    private func toolReader() -> GetToolReader {
        GetToolReader(
            settings: toolLanguageSettings(), filesRepository: dataLayer.getToolTranslationFilesRepository(),
            currentAppLanguage: currentAppLanguage
        )
    }

    public func getCheckToolsFreshnessUseCase() -> CheckToolsFreshnessUseCase {
        CheckToolsFreshnessUseCase(getToolsLastSaved: GetToolsLastSaved(repository: dataLayer.getToolsCatalogRepository()))
    }

    public func getViewToolsUseCase() -> ViewToolsUseCase {
        ViewToolsUseCase(
            getToolsList: GetToolsList(
                catalogRepository: dataLayer.getToolsCatalogRepository(),
                favoritesRepository: dataLayer.getFavoriteToolsRepository(),
                selectionRepository: dataLayer.getToolsFilterSelectionRepository(), currentAppLanguage: currentAppLanguage
            ))
    }

    public func getRefreshToolsUseCase() -> RefreshToolsUseCase {
        RefreshToolsUseCase(
            refreshTools: RefreshTools(
                catalogRepository: dataLayer.getToolsCatalogRepository(), viewsRepository: dataLayer.getToolViewsRepository(),
                personalizationRepository: dataLayer.getPersonalizationRepository()
            ))
    }

    public func getViewToolDetailsUseCase() -> ViewToolDetailsUseCase {
        ViewToolDetailsUseCase(
            getToolDetails: GetToolDetails(
                catalogRepository: dataLayer.getToolsCatalogRepository(),
                favoritesRepository: dataLayer.getFavoriteToolsRepository(),
                currentAppLanguage: currentAppLanguage
            ))
    }

    public func getToggleToolFavoritedUseCase() -> ToggleToolFavoritedUseCase {
        ToggleToolFavoritedUseCase(favorites: favoriteTools())
    }

    public func getViewFavoriteToolsUseCase() -> ViewFavoriteToolsUseCase {
        ViewFavoriteToolsUseCase(favorites: favoriteTools())
    }

    public func getReorderFavoriteToolsUseCase() -> ReorderFavoriteToolsUseCase {
        ReorderFavoriteToolsUseCase(favorites: favoriteTools())
    }

    public func getRemoveFavoriteToolUseCase() -> RemoveFavoriteToolUseCase {
        RemoveFavoriteToolUseCase(favorites: favoriteTools())
    }

    public func getViewToolCategoryFilterUseCase() -> ViewToolCategoryFilterUseCase {
        ViewToolCategoryFilterUseCase(filters: toolFilters())
    }

    public func getSelectToolCategoryFilterUseCase() -> SelectToolCategoryFilterUseCase {
        SelectToolCategoryFilterUseCase(filters: toolFilters())
    }

    public func getSearchToolLanguageFilterUseCase() -> SearchToolLanguageFilterUseCase {
        SearchToolLanguageFilterUseCase(filters: toolFilters())
    }

    public func getSelectToolLanguageFilterUseCase() -> SelectToolLanguageFilterUseCase {
        SelectToolLanguageFilterUseCase(filters: toolFilters())
    }

    public func getViewToolSettingsUseCase() -> ViewToolSettingsUseCase {
        ViewToolSettingsUseCase(settings: toolLanguageSettings())
    }

    public func getSetToolPrimaryLanguageUseCase() -> SetToolPrimaryLanguageUseCase {
        SetToolPrimaryLanguageUseCase(settings: toolLanguageSettings())
    }

    public func getSetToolParallelLanguageUseCase() -> SetToolParallelLanguageUseCase {
        SetToolParallelLanguageUseCase(settings: toolLanguageSettings())
    }

    public func getSwapToolLanguagesUseCase() -> SwapToolLanguagesUseCase {
        SwapToolLanguagesUseCase(settings: toolLanguageSettings())
    }

    public func getOpenToolUseCase() -> OpenToolUseCase {
        OpenToolUseCase(reader: toolReader(), views: ToolViews(viewsRepository: dataLayer.getToolViewsRepository()))
    }

    public func getReadToolInChosenLanguagesUseCase() -> ReadToolInChosenLanguagesUseCase {
        ReadToolInChosenLanguagesUseCase(reader: toolReader())
    }

    private func lessonReader() -> GetLessonReader {
        GetLessonReader(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            selectionRepository: dataLayer.getToolsFilterSelectionRepository(),
            progressRepository: dataLayer.getLessonProgressRepository(),
            filesRepository: dataLayer.getToolTranslationFilesRepository(),
            currentAppLanguage: currentAppLanguage
        )
    }

    private func lessonLanguageFilter() -> LessonLanguageFilter {
        LessonLanguageFilter(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            selectionRepository: dataLayer.getToolsFilterSelectionRepository(),
            currentAppLanguage: currentAppLanguage
        )
    }

    private func languageDownloads() -> ToolLanguageDownloads {
        ToolLanguageDownloads(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            downloadsRepository: dataLayer.getDownloadedToolLanguagesRepository(),
            filesRepository: dataLayer.getToolTranslationFilesRepository(),
            favoritesRepository: dataLayer.getFavoriteToolsRepository(),
            settings: toolLanguageSettings(), currentAppLanguage: currentAppLanguage,
            offlineFavoritesRepository: dataLayer.getOfflineFavoritesRepository()
        )
    }

    public func getViewLessonsUseCase() -> ViewLessonsUseCase {
        ViewLessonsUseCase(
            getLessonsList: GetLessonsList(
                catalogRepository: dataLayer.getToolsCatalogRepository(),
                selectionRepository: dataLayer.getToolsFilterSelectionRepository(),
                progressRepository: dataLayer.getLessonProgressRepository(), currentAppLanguage: currentAppLanguage
            ))
    }

    public func getViewLessonLanguageFilterUseCase() -> ViewLessonLanguageFilterUseCase {
        ViewLessonLanguageFilterUseCase(filter: lessonLanguageFilter())
    }

    public func getSelectLessonLanguageFilterUseCase() -> SelectLessonLanguageFilterUseCase {
        SelectLessonLanguageFilterUseCase(filter: lessonLanguageFilter())
    }

    public func getFindToolByCodeUseCase() -> FindToolByCodeUseCase {
        FindToolByCodeUseCase(codes: ToolCodes(catalogRepository: dataLayer.getToolsCatalogRepository()))
    }

    public func getFindLessonByCodeUseCase() -> FindLessonByCodeUseCase {
        FindLessonByCodeUseCase(codes: ToolCodes(catalogRepository: dataLayer.getToolsCatalogRepository()))
    }

    public func getOpenLessonUseCase() -> OpenLessonUseCase {
        OpenLessonUseCase(reader: lessonReader(), views: ToolViews(viewsRepository: dataLayer.getToolViewsRepository()))
    }

    public func getTurnLessonPageUseCase() -> TurnLessonPageUseCase {
        TurnLessonPageUseCase(reader: lessonReader())
    }

    public func getViewDownloadableLanguagesUseCase() -> ViewDownloadableLanguagesUseCase {
        ViewDownloadableLanguagesUseCase(downloads: languageDownloads())
    }

    public func getDownloadToolLanguageUseCase() -> DownloadToolLanguageUseCase {
        DownloadToolLanguageUseCase(downloads: languageDownloads())
    }

    public func getRetryFailedToolDownloadsUseCase() -> RetryFailedToolDownloadsUseCase {
        RetryFailedToolDownloadsUseCase(downloads: languageDownloads())
    }

    public func getAskToRemoveToolLanguageUseCase() -> AskToRemoveToolLanguageUseCase {
        AskToRemoveToolLanguageUseCase(downloads: languageDownloads())
    }

    public func getRemoveToolLanguageDownloadUseCase() -> RemoveToolLanguageDownloadUseCase {
        RemoveToolLanguageDownloadUseCase(downloads: languageDownloads())
    }

    public func getViewToolLanguagesAvailableOfflineUseCase() -> ViewToolLanguagesAvailableOfflineUseCase {
        ViewToolLanguagesAvailableOfflineUseCase(downloads: languageDownloads())
    }

    public func getKeepToolPathUseCase() -> KeepToolPathUseCase {
        KeepToolPathUseCase(path: ToolReadingPath(repository: dataLayer.getToolReadingPathRepository()))
    }

    public func getResumeToolPathUseCase() -> ResumeToolPathUseCase {
        ResumeToolPathUseCase(path: ToolReadingPath(repository: dataLayer.getToolReadingPathRepository()))
    }

    private func trainingTips() -> ToolTrainingTips {
        ToolTrainingTips(repository: dataLayer.getToolTrainingTipsRepository())
    }

    public func getViewToolTrainingTipsUseCase() -> ViewToolTrainingTipsUseCase {
        ViewToolTrainingTipsUseCase(tips: trainingTips())
    }

    public func getSetToolTrainingTipsUseCase() -> SetToolTrainingTipsUseCase {
        SetToolTrainingTipsUseCase(tips: trainingTips())
    }

    public func getOpenToolTipUseCase() -> OpenToolTipUseCase {
        OpenToolTipUseCase(tips: trainingTips())
    }

    public func getChooseToolVersionUseCase() -> ChooseToolVersionUseCase {
        ChooseToolVersionUseCase(
            versions: ToolVersions(
                catalogRepository: dataLayer.getToolsCatalogRepository(),
                choiceRepository: dataLayer.getToolVersionChoiceRepository()))
    }

    public func getShareToolUseCase() -> ShareToolUseCase {
        ShareToolUseCase(links: ToolShareLinks(settings: toolLanguageSettings()))
    }

    private func learnToShareTool() -> LearnToShareTool {
        LearnToShareTool(
            settings: toolLanguageSettings(), filesRepository: dataLayer.getToolTranslationFilesRepository(),
            tipsRepository: dataLayer.getToolTrainingTipsRepository())
    }

    public func getViewLearnToShareToolUseCase() -> ViewLearnToShareToolUseCase {
        ViewLearnToShareToolUseCase(learning: learnToShareTool())
    }

    public func getLearnToShareToolUseCase() -> LearnToShareToolUseCase {
        LearnToShareToolUseCase(learning: learnToShareTool())
    }

    private func offlineFavoriteTools() -> OfflineFavoriteTools {
        OfflineFavoriteTools(
            settings: toolLanguageSettings(), filesRepository: dataLayer.getToolTranslationFilesRepository(),
            offlineRepository: dataLayer.getOfflineFavoritesRepository(),
            downloadsRepository: dataLayer.getDownloadedToolLanguagesRepository(), currentAppLanguage: currentAppLanguage)
    }

    public func getKeepFavoriteToolOfflineUseCase() -> KeepFavoriteToolOfflineUseCase {
        KeepFavoriteToolOfflineUseCase(offlineFavorites: offlineFavoriteTools())
    }

    public func getFreeUnfavoritedToolUseCase() -> FreeUnfavoritedToolUseCase {
        FreeUnfavoritedToolUseCase(offlineFavorites: offlineFavoriteTools())
    }

    public func getViewOfflineFavoritesBannerUseCase() -> ViewOfflineFavoritesBannerUseCase {
        ViewOfflineFavoritesBannerUseCase(offlineFavorites: offlineFavoriteTools())
    }

    public func getDismissOfflineFavoritesBannerUseCase() -> DismissOfflineFavoritesBannerUseCase {
        DismissOfflineFavoritesBannerUseCase(offlineFavorites: offlineFavoriteTools())
    }

    private func languageUpdates() -> DownloadedLanguageUpdates {
        DownloadedLanguageUpdates(
            catalogRepository: dataLayer.getToolsCatalogRepository(),
            downloadsRepository: dataLayer.getDownloadedToolLanguagesRepository(),
            updatesRepository: dataLayer.getLanguageUpdatesRepository(),
            filesRepository: dataLayer.getToolTranslationFilesRepository(), currentAppLanguage: currentAppLanguage)
    }

    public func getUpdateDownloadedLanguagesUseCase() -> UpdateDownloadedLanguagesUseCase {
        UpdateDownloadedLanguagesUseCase(updates: languageUpdates())
    }

    public func getViewLanguagesLastUpdatedUseCase() -> ViewLanguagesLastUpdatedUseCase {
        ViewLanguagesLastUpdatedUseCase(updates: languageUpdates())
    }
}
