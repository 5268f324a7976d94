import FeatureContracts
import FeatureKit
import Navigation
import Persistence
import ToolsData
import ToolsPresentation

/// The Tools feature as the app (and its Demo) registers it: the `tools`
/// command and home entry, the `favorites` screen, its options (`--content-url`),
/// its tables and its flow. Its DiContainer is built the first time the feature opens.
@MainActor
public final class ToolsFeature: FeatureRegistration {
    public nonisolated static let name = "tools"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { ToolsDiContainer.databaseMigrations }
    /// The Favorites screen, reachable from anywhere with `favorites`.
    public nonisolated static let favorites = HandOverDestinations.favorites
    /// The lessons list, reachable from anywhere with `lessons`.
    public nonisolated static let lessons = HandOverDestinations.lessons
    /// Downloadable languages: no command of its own; another feature's flow hands over to
    /// it (Language settings' `downloads`), and it opens on top of that screen.
    public nonisolated static let downloadableLanguages = HandOverDestinations.toolLanguageDownloads
    /// GodTools' menu, reachable from anywhere with `menu`.
    public nonisolated static let menu = AppDestination("menu")

    let environment: FeatureEnvironment
    private let configuration: ToolsSourceConfiguration
    private let sourceOverride: (any ToolsContentSource)?
    private let dashboard: ToolsDashboardConfiguration
    lazy var diContainer = ToolsDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage, clock: environment.clock,
        configuration: configuration, progress: environment.progress, source: sourceOverride,
        httpTransport: environment.httpTransport, analytics: environment.analytics, dashboard: dashboard,
        toggles: toolsToggles
    )

    public convenience init(options: ToolsOptions, environment: FeatureEnvironment) {
        self.init(
            configuration: options.sourceConfiguration(
                processEnvironment: environment.processEnvironment, services: environment.services),
            environment: environment, dashboard: ToolsDashboardConfiguration(showsOnboardingInScripts: options.onboarding)
        )
    }

    /// The feature on `source` instead of the one `configuration` names: fakes for tests and the Demo.
    public init(
        configuration: ToolsSourceConfiguration = ToolsSourceConfiguration(), environment: FeatureEnvironment,
        source: (any ToolsContentSource)? = nil, dashboard: ToolsDashboardConfiguration = ToolsDashboardConfiguration()
    ) {
        self.configuration = configuration
        self.dashboard = dashboard
        self.environment = environment
        sourceOverride = source
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    /// `favorites`, `lessons` (while the `dashboardLessons` toggle is on), Downloadable languages and `menu`.
    public var entries: [FeatureEntry] {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        let entries: [FeatureEntry?] = [
            FeatureEntry(destination: Self.favorites, command: "favorites", title: strings.text(.favoritesEntryTitle)),
            toolsToggles().dashboardLessons
                ? FeatureEntry(destination: Self.lessons, command: "lessons", title: strings.text(.lessonsEntryTitle)) : nil,
            FeatureEntry(destination: Self.downloadableLanguages, command: nil, title: strings.text(.downloadsEntryTitle)),
            FeatureEntry(
                destination: Self.menu, command: "menu",
                title: ToolsDashboardStrings.localizer(environment.currentAppLanguage).text(.menuEntryTitle)),
        ]
        return entries.compactMap { $0 }
    }

    /// What Tools offers other features: its downloaded languages, for Language settings.
    public var offers: [FeatureOffer] {
        [.of((any ToolLanguagesAvailableOffline).self, ToolLanguagesOfferedByTools(feature: self))]
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        let start: ToolsFlow.Start =
            switch destination {
            case Self.favorites: .favorites
            case Self.lessons: .lessons
            case Self.downloadableLanguages: .downloadableLanguages
            case Self.menu: .menu
            default: .tools
            }
        return ToolsFlow(diContainer: diContainer, navigation: navigation, start: start)
    }

    /// Starts bringing downloaded languages up to date in the background: the first prompt does not wait.
    public func prepareLaunch() async throws {
        // With no tables yet, nothing was ever downloaded: there is nothing to update, and the
        // start does not pay for making them.
        guard await environment.database.featureTablesExist() else { return }
        await diContainer.languagesUpdater.launched()
    }

    /// The content server (none for the bundled content) and when its catalog was last saved.
    public func sourceStatus() async -> FeatureSourceStatus? {
        let title = ToolsStrings.localizer(environment.currentAppLanguage).text(.featureName)
        guard case .remote(let url) = configuration.source else {
            return FeatureSourceStatus(title: title, address: nil, lastSavedAt: nil)
        }
        let lastSaved = await diContainer.domainLayer.getCheckToolsFreshnessUseCase().execute()
        return FeatureSourceStatus(title: title, address: url, lastSavedAt: lastSaved)
    }

    /// The tool languages downloaded for offline use, named in the app language: what
    /// Language settings lists, through `FeatureContracts` (Languages does not import Tools).
    public func toolLanguageNamesAvailableOffline() async -> [String] {
        let languages = try? await diContainer.domainLayer.getViewToolLanguagesAvailableOfflineUseCase().execute()
        return (languages ?? []).map(\.name)
    }
}
