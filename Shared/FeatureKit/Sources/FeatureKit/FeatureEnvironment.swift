import Analytics
import AppCore
import Localization
import Networking
import Persistence
import ReplKit

/// What the app shares with every feature it builds.
public struct FeatureEnvironment: Sendable {
    /// The app's one database. A feature built by the host gets its own handle on it,
    /// which applies the feature's migrations the first time it is used.
    public let database: AppDatabase
    /// The language the app is shown in (Languages changes it; everyone follows).
    public let currentAppLanguage: CurrentAppLanguage
    public let clock: any AppClock
    /// The process environment (`LANG`, `CONTACTS_URL` …) as the app should see it.
    public let processEnvironment: [String: String]
    /// Where long work shows how it is going on a terminal.
    public let progress: ReplProgress
    /// What carries the features' HTTP requests: the host's live transport (the app links
    /// AsyncHTTPClient), or `UnavailableHTTPTransport` in a host that links no network
    /// library, where a remote source says its server cannot be reached.
    public let httpTransport: any HTTPTransport
    /// What the features offer each other, resolved by the host (`FeatureContracts`).
    public let contracts: FeatureContractDirectory
    /// Where ViewModels track screen views and actions: disabled unless the host was
    /// given a sink (`app --analytics-log FILE`).
    public let analytics: AnalyticsTracker
    /// Where remote sources point unless a feature's own option says otherwise: nowhere
    /// (bundled data) unless the host was started with `--env` or `--backend`.
    public let services: ServiceEnvironment
    /// Where a screen asks the person something mid-command (an email address, a password):
    /// answered by the host's session from its input, once the session has started.
    public let questions: ReplQuestions
    /// Which of the features' toggles are on (the wishlist, learn-to-share …): all of them unless
    /// the host read settings, `--toggle` or a remote config that say otherwise.
    public let toggles: FeatureToggleStates

    public init(
        database: AppDatabase,
        currentAppLanguage: CurrentAppLanguage,
        clock: any AppClock,
        processEnvironment: [String: String],
        progress: ReplProgress,
        httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        contracts: FeatureContractDirectory = FeatureContractDirectory(),
        analytics: AnalyticsTracker = .disabled,
        services: ServiceEnvironment = .embedded,
        questions: ReplQuestions = ReplQuestions(),
        toggles: FeatureToggleStates = .allOn()
    ) {
        self.database = database
        self.currentAppLanguage = currentAppLanguage
        self.clock = clock
        self.processEnvironment = processEnvironment
        self.progress = progress
        self.httpTransport = httpTransport
        self.contracts = contracts
        self.analytics = analytics
        self.services = services
        self.questions = questions
        self.toggles = toggles
    }

    /// The same environment on another handle of the database: one feature's own.
    public func using(_ database: AppDatabase) -> FeatureEnvironment {
        copy(database: database, services: services, processEnvironment: processEnvironment)
    }

    /// The same environment with remote sources pointing at `services`, and the process environment
    /// `processEnvironment`: a feature built again for the session on another source.
    public func pointing(at services: ServiceEnvironment, processEnvironment: [String: String]) -> FeatureEnvironment {
        copy(database: database, services: services, processEnvironment: processEnvironment)
    }

    private func copy(
        database: AppDatabase, services: ServiceEnvironment, processEnvironment: [String: String]
    ) -> FeatureEnvironment {
        FeatureEnvironment(
            database: database, currentAppLanguage: currentAppLanguage, clock: clock, processEnvironment: processEnvironment,
            progress: progress, httpTransport: httpTransport, contracts: contracts, analytics: analytics, services: services,
            questions: questions, toggles: toggles)
    }
}
