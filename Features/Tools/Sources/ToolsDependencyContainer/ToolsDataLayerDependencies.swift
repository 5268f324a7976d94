import AppCore
import Logging
import Networking
import Persistence
import ToolsData

/// Builds the Tools feature's content source, DAOs and repositories. The source and
/// the session's sync state are made once, so every repository shares them.
public struct ToolsDataLayerDependencies: Sendable {
    let database: AppDatabase
    let clock: any AppClock
    private let source: any ToolsContentSource
    private let personalizationSource: any PersonalizationContentSource
    private let syncState = ToolsSyncState()
    private let fetchedManifests = FetchedManifests()

    /// `source` replaces the one `configuration` names (fakes for tests and the Demo); the rankings
    /// come from `personalizationSource`, else from the source when it answers them, else nowhere.
    public init(
        database: AppDatabase, clock: any AppClock, configuration: ToolsSourceConfiguration = ToolsSourceConfiguration(),
        source: (any ToolsContentSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        personalizationSource: (any PersonalizationContentSource)? = nil
    ) {
        self.database = database
        self.clock = clock
        let source = source ?? Self.makeSource(configuration, transport: httpTransport)
        self.source = source
        self.personalizationSource =
            personalizationSource ?? (source as? any PersonalizationContentSource) ?? NoPersonalizationSource()
    }

    private static func makeSource(
        _ configuration: ToolsSourceConfiguration, transport: any HTTPTransport
    ) -> any ToolsContentSource {
        switch configuration.source {
        case .embedded:
            return BundledToolsContentSource()
        case .remote(let url):
            return GodToolsContentAPISource(
                baseURL: url, transport: transport, requestTimeout: configuration.requestTimeout,
                logger: Logger(label: "tools.remote")
            )
        }
    }

    public func getToolsCatalogRepository() -> ToolsCatalogRepository {
        ToolsCatalogRepository(dao: ToolsCatalogDAO(database: database), source: source, clock: clock, syncState: syncState)
    }

    public func getFavoriteToolsRepository() -> FavoriteToolsRepository {
        FavoriteToolsRepository(dao: FavoriteToolsDAO(database: database))
    }

    public func getToolsFilterSelectionRepository() -> ToolsFilterSelectionRepository {
        ToolsFilterSelectionRepository(dao: ToolsFilterSelectionDAO(database: database))
    }

    public func getToolLanguageSettingsRepository() -> ToolLanguageSettingsRepository {
        ToolLanguageSettingsRepository(dao: ToolLanguageSettingsDAO(database: database))
    }

    public func getToolTranslationFilesRepository() -> ToolTranslationFilesRepository {
        ToolTranslationFilesRepository(
            store: ToolsFileStoreDAO(database: database), source: source, clock: clock, fetchedManifests: fetchedManifests)
    }

    public func getToolViewsRepository() -> ToolViewsRepository {
        let evaluations = getLessonEvaluationsRepository()
        return ToolViewsRepository(dao: PendingToolViewsDAO(database: database), source: source) {
            await evaluations.sendPending()
        }
    }

    public func getPersonalizationRepository() -> PersonalizationRepository {
        PersonalizationRepository(
            dao: PersonalizationSettingsDAO(database: database), rankings: PersonalizationRankingsDAO(database: database),
            source: personalizationSource, clock: clock)
    }

    public func getLessonEvaluationsRepository() -> LessonEvaluationsRepository {
        LessonEvaluationsRepository(dao: LessonEvaluationsDAO(database: database), source: personalizationSource)
    }

    public func getLessonProgressRepository() -> LessonProgressRepository {
        LessonProgressRepository(dao: LessonProgressDAO(database: database), clock: clock)
    }

    public func getDownloadedToolLanguagesRepository() -> DownloadedToolLanguagesRepository {
        DownloadedToolLanguagesRepository(
            dao: DownloadedToolLanguagesDAO(database: database), store: ToolsFileStoreDAO(database: database), clock: clock
        )
    }

    public func getToolReadingPathRepository() -> ToolReadingPathRepository {
        ToolReadingPathRepository(dao: ToolReadingPathDAO(database: database))
    }

    public func getToolTrainingTipsRepository() -> ToolTrainingTipsRepository {
        ToolTrainingTipsRepository(dao: ToolTrainingTipsDAO(database: database))
    }

    public func getToolVersionChoiceRepository() -> ToolVersionChoiceRepository {
        ToolVersionChoiceRepository(dao: ToolVersionChoiceDAO(database: database))
    }

    public func getOfflineFavoritesRepository() -> OfflineFavoritesRepository {
        OfflineFavoritesRepository(
            dao: OfflineFavoritesDAO(database: database), notices: ToolsDismissedNoticesDAO(database: database), clock: clock)
    }

    public func getLanguageUpdatesRepository() -> LanguageUpdatesRepository {
        LanguageUpdatesRepository(dao: LanguageUpdatesDAO(database: database), clock: clock)
    }
}
