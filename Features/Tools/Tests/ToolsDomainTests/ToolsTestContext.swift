import AppCore
import Localization
import Persistence
import TestSupport
import ToolsData
import ToolsDataDomainInterface
import ToolsDomain
import ToolsTesting

/// The Tools use cases on their real interface implementations, over the fake
/// catalog in an in-memory database (or `database`, to test a restart).
struct ToolsTestContext {
    let database: AppDatabase
    let appLanguage: CurrentAppLanguage
    let source: FakeToolsContentSource
    let clock: AdjustableTestClock
    private let catalogRepository: ToolsCatalogRepository
    private let favoritesRepository: FavoriteToolsRepository

    init(
        appLanguage: String = "en", initialFavorites: [String] = [], source: FakeToolsContentSource = FakeToolsContentSource(),
        database: AppDatabase? = nil
    ) throws {
        self.database = try database ?? TestDatabase.inMemory([ToolsDatabaseMigrations()])
        self.appLanguage = TestAppLanguage.current(appLanguage)
        self.source = source
        clock = AdjustableTestClock()
        catalogRepository = ToolsCatalogRepository(
            dao: ToolsCatalogDAO(database: self.database), source: source, clock: clock, initialFavorites: initialFavorites
        )
        favoritesRepository = FavoriteToolsRepository(dao: FavoriteToolsDAO(database: self.database))
    }

    private var favorites: FavoriteTools {
        FavoriteTools(
            catalogRepository: catalogRepository, favoritesRepository: favoritesRepository, currentAppLanguage: appLanguage)
    }

    private var selectionRepository: ToolsFilterSelectionRepository {
        ToolsFilterSelectionRepository(dao: ToolsFilterSelectionDAO(database: database))
    }

    private var filters: ToolFilters {
        ToolFilters(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: appLanguage)
    }

    private var settings: ToolLanguageSettings {
        ToolLanguageSettings(
            catalogRepository: catalogRepository,
            settingsRepository: ToolLanguageSettingsRepository(dao: ToolLanguageSettingsDAO(database: database)),
            currentAppLanguage: appLanguage
        )
    }

    var filesRepository: ToolTranslationFilesRepository {
        ToolTranslationFilesRepository(store: ToolsFileStoreDAO(database: database), source: source, clock: clock)
    }

    var viewsRepository: ToolViewsRepository {
        ToolViewsRepository(dao: PendingToolViewsDAO(database: database), source: source)
    }

    private var reader: GetToolReader {
        GetToolReader(settings: settings, filesRepository: filesRepository, currentAppLanguage: appLanguage)
    }

    private var learnToShareTool: LearnToShareTool {
        LearnToShareTool(
            settings: settings, filesRepository: filesRepository,
            tipsRepository: ToolTrainingTipsRepository(dao: ToolTrainingTipsDAO(database: database)))
    }

    var viewLearnToShare: ViewLearnToShareToolUseCase { ViewLearnToShareToolUseCase(learning: learnToShareTool) }
    var learnToShare: LearnToShareToolUseCase { LearnToShareToolUseCase(learning: learnToShareTool) }
    var viewTrainingTips: ViewToolTrainingTipsUseCase {
        ViewToolTrainingTipsUseCase(
            tips: ToolTrainingTips(repository: ToolTrainingTipsRepository(dao: ToolTrainingTipsDAO(database: database))))
    }

    var viewTools: ViewToolsUseCase {
        ViewToolsUseCase(
            getToolsList: GetToolsList(
                catalogRepository: catalogRepository, favoritesRepository: favoritesRepository,
                selectionRepository: selectionRepository,
                currentAppLanguage: appLanguage
            ))
    }

    var viewToolDetails: ViewToolDetailsUseCase {
        ViewToolDetailsUseCase(
            getToolDetails: GetToolDetails(
                catalogRepository: catalogRepository, favoritesRepository: favoritesRepository, currentAppLanguage: appLanguage
            ))
    }

    var toggleFavorite: ToggleToolFavoritedUseCase { ToggleToolFavoritedUseCase(favorites: favorites) }
    var viewFavorites: ViewFavoriteToolsUseCase { ViewFavoriteToolsUseCase(favorites: favorites) }
    var reorderFavorites: ReorderFavoriteToolsUseCase { ReorderFavoriteToolsUseCase(favorites: favorites) }
    var removeFavorite: RemoveFavoriteToolUseCase { RemoveFavoriteToolUseCase(favorites: favorites) }

    var viewCategoryFilter: ViewToolCategoryFilterUseCase { ViewToolCategoryFilterUseCase(filters: filters) }
    var selectCategory: SelectToolCategoryFilterUseCase { SelectToolCategoryFilterUseCase(filters: filters) }
    var searchLanguageFilter: SearchToolLanguageFilterUseCase { SearchToolLanguageFilterUseCase(filters: filters) }
    var selectLanguage: SelectToolLanguageFilterUseCase { SelectToolLanguageFilterUseCase(filters: filters) }

    var viewSettings: ViewToolSettingsUseCase { ViewToolSettingsUseCase(settings: settings) }
    var setPrimary: SetToolPrimaryLanguageUseCase { SetToolPrimaryLanguageUseCase(settings: settings) }
    var setParallel: SetToolParallelLanguageUseCase { SetToolParallelLanguageUseCase(settings: settings) }
    var swapLanguages: SwapToolLanguagesUseCase { SwapToolLanguagesUseCase(settings: settings) }

    var openTool: OpenToolUseCase { OpenToolUseCase(reader: reader, views: ToolViews(viewsRepository: viewsRepository)) }
    var readInChosenLanguages: ReadToolInChosenLanguagesUseCase { ReadToolInChosenLanguagesUseCase(reader: reader) }
    var refreshTools: RefreshToolsUseCase {
        RefreshToolsUseCase(
            refreshTools: RefreshTools(
                catalogRepository: catalogRepository, viewsRepository: viewsRepository,
                personalizationRepository: PersonalizationRepository(
                    dao: PersonalizationSettingsDAO(database: database), rankings: PersonalizationRankingsDAO(database: database),
                    source: NoPersonalizationSource(), clock: clock)))
    }

    var lessonProgressRepository: LessonProgressRepository {
        LessonProgressRepository(dao: LessonProgressDAO(database: database), clock: clock)
    }

    private var lessonReader: GetLessonReader {
        GetLessonReader(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository,
            progressRepository: lessonProgressRepository,
            filesRepository: filesRepository, currentAppLanguage: appLanguage
        )
    }

    private var lessonLanguageFilter: LessonLanguageFilter {
        LessonLanguageFilter(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: appLanguage)
    }

    var viewLessons: ViewLessonsUseCase {
        ViewLessonsUseCase(
            getLessonsList: GetLessonsList(
                catalogRepository: catalogRepository, selectionRepository: selectionRepository,
                progressRepository: lessonProgressRepository,
                currentAppLanguage: appLanguage
            ))
    }

    var viewLessonLanguageFilter: ViewLessonLanguageFilterUseCase {
        ViewLessonLanguageFilterUseCase(filter: lessonLanguageFilter)
    }
    var selectLessonLanguage: SelectLessonLanguageFilterUseCase {
        SelectLessonLanguageFilterUseCase(filter: lessonLanguageFilter)
    }
    var openLesson: OpenLessonUseCase {
        OpenLessonUseCase(reader: lessonReader, views: ToolViews(viewsRepository: viewsRepository))
    }
    var turnLessonPage: TurnLessonPageUseCase { TurnLessonPageUseCase(reader: lessonReader) }

    private var languageDownloads: ToolLanguageDownloads {
        ToolLanguageDownloads(
            catalogRepository: catalogRepository,
            downloadsRepository: DownloadedToolLanguagesRepository(
                dao: DownloadedToolLanguagesDAO(database: database), store: ToolsFileStoreDAO(database: database), clock: clock
            ),
            filesRepository: filesRepository, favoritesRepository: favoritesRepository, settings: settings,
            currentAppLanguage: appLanguage, offlineFavoritesRepository: offlineFavoritesRepository
        )
    }

    var viewDownloadableLanguages: ViewDownloadableLanguagesUseCase {
        ViewDownloadableLanguagesUseCase(downloads: languageDownloads)
    }
    var downloadLanguage: DownloadToolLanguageUseCase { DownloadToolLanguageUseCase(downloads: languageDownloads) }
    var retryFailedDownloads: RetryFailedToolDownloadsUseCase {
        RetryFailedToolDownloadsUseCase(downloads: languageDownloads)
    }
    var askToRemoveLanguage: AskToRemoveToolLanguageUseCase { AskToRemoveToolLanguageUseCase(downloads: languageDownloads) }
    var removeLanguage: RemoveToolLanguageDownloadUseCase { RemoveToolLanguageDownloadUseCase(downloads: languageDownloads) }
    var viewLanguagesAvailableOffline: ViewToolLanguagesAvailableOfflineUseCase {
        ViewToolLanguagesAvailableOfflineUseCase(downloads: languageDownloads)
    }

    /// Favorites A, B, C, D, E in that order (each new favorite goes first, so E is added first).
    func favoriteAllFive() async throws {
        for id in ["e", "d", "c", "b", "a"] { try await toggleFavorite.execute(toolId: id, isFavorite: true) }
    }

    var offlineFavoritesRepository: OfflineFavoritesRepository {
        OfflineFavoritesRepository(
            dao: OfflineFavoritesDAO(database: database), notices: ToolsDismissedNoticesDAO(database: database), clock: clock)
    }

    private var offlineFavorites: OfflineFavoriteTools {
        OfflineFavoriteTools(
            settings: settings, filesRepository: filesRepository, offlineRepository: offlineFavoritesRepository,
            downloadsRepository: DownloadedToolLanguagesRepository(
                dao: DownloadedToolLanguagesDAO(database: database), store: ToolsFileStoreDAO(database: database), clock: clock),
            currentAppLanguage: appLanguage)
    }

    var keepFavoriteOffline: KeepFavoriteToolOfflineUseCase { KeepFavoriteToolOfflineUseCase(offlineFavorites: offlineFavorites) }
    var freeUnfavorited: FreeUnfavoritedToolUseCase { FreeUnfavoritedToolUseCase(offlineFavorites: offlineFavorites) }
    var viewOfflineBanner: ViewOfflineFavoritesBannerUseCase {
        ViewOfflineFavoritesBannerUseCase(offlineFavorites: offlineFavorites)
    }
    var dismissOfflineBanner: DismissOfflineFavoritesBannerUseCase {
        DismissOfflineFavoritesBannerUseCase(offlineFavorites: offlineFavorites)
    }

    private var languageUpdates: DownloadedLanguageUpdates {
        DownloadedLanguageUpdates(
            catalogRepository: catalogRepository,
            downloadsRepository: DownloadedToolLanguagesRepository(
                dao: DownloadedToolLanguagesDAO(database: database), store: ToolsFileStoreDAO(database: database), clock: clock),
            updatesRepository: LanguageUpdatesRepository(dao: LanguageUpdatesDAO(database: database), clock: clock),
            filesRepository: filesRepository, currentAppLanguage: appLanguage)
    }

    var updateLanguages: UpdateDownloadedLanguagesUseCase { UpdateDownloadedLanguagesUseCase(updates: languageUpdates) }
    var viewLastUpdated: ViewLanguagesLastUpdatedUseCase { ViewLanguagesLastUpdatedUseCase(updates: languageUpdates) }

    /// Whether the translation `manifestName` of `resourceId` is saved whole.
    func isSaved(manifestName: String, resourceId: String) async throws -> Bool {
        try await filesRepository.isSaved(
            ToolTranslationRequestDataModel(manifestName: manifestName, resourceId: resourceId, languageId: "", translationId: "")
        )
    }
}
