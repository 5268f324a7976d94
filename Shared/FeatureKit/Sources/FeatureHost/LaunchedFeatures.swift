import Analytics
import AppCore
import FeatureKit
import Localization
import Networking
import Persistence
import ReplKit

/// The features of one run, built on the database they share.
@MainActor
public struct LaunchedFeatures {
    public let environment: FeatureEnvironment
    /// In the order they were given: the order the home screen lists them.
    public let features: [any FeatureRegistration]
    /// Every feature's migrations, for ``migrateEveryFeature()``.
    private let migrations: [any FeatureDatabaseMigrations]

    /// Applies every feature's migrations not applied yet, whatever features were used:
    /// for a report of the whole schema (`about`).
    public func migrateEveryFeature() throws {
        try environment.database.migrate(migrations)
    }

    /// Opens the database at `location`, builds each feature on its own handle of it
    /// (which applies the feature's migrations the first time the feature uses it, so a
    /// session pays for the tables it uses), and lets each prepare for the first screen. Throws what opening
    /// the database or preparing a feature threw. Locale variables that are no
    /// locale name (`LANG=/etc/passwd`) are left out of the environment features see.
    /// `httpTransport` carries the features' requests (none by default). What the features
    /// offer each other is collected once all are built, before any prepares its launch.
    /// `analytics` is where the features' ViewModels track events (nowhere by default);
    /// `services` where their remote sources point (their bundled data by default); `questions`
    /// where their screens ask the person something (the host's session answers them);
    /// `contracts` what they offer each other (the host may hold it before they are built, for
    /// what it composes on their offers, such as the transport that asks for a sign-in's token).
    public static func launch(
        _ factories: [FeatureFactory],
        databaseLocation: DatabaseLocation,
        clock: any AppClock,
        processEnvironment: [String: String],
        progress: ReplProgress = ReplProgress(),
        currentAppLanguage: CurrentAppLanguage = CurrentAppLanguage(),
        httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        analytics: AnalyticsTracker = .disabled,
        services: ServiceEnvironment = .embedded,
        questions: ReplQuestions = ReplQuestions(),
        contracts: FeatureContractDirectory = FeatureContractDirectory(),
        toggles: FeatureToggleStates = .allOn()
    ) async throws -> LaunchedFeatures {
        let database = try AppDatabase.open(at: databaseLocation, migrations: [])
        let environment = FeatureEnvironment(
            database: database,
            currentAppLanguage: currentAppLanguage,
            clock: clock,
            processEnvironment: LocaleEnvironment.sanitized(processEnvironment),
            progress: progress,
            httpTransport: httpTransport,
            contracts: contracts,
            analytics: analytics,
            services: services,
            questions: questions,
            toggles: toggles
        )
        let features = factories.map { build($0, in: environment) }
        for feature in features {
            environment.contracts.add(feature.offers, from: type(of: feature).name)
        }
        for feature in features {
            try await feature.prepareLaunch()
        }
        return LaunchedFeatures(environment: environment, features: features, migrations: factories.map(\.databaseMigrations))
    }

    /// Feature `factory` made on `environment`, with its own handle of the database (which applies
    /// its migrations the first time it is used). Neither its offers nor its launch are seen to.
    public static func build(_ factory: FeatureFactory, in environment: FeatureEnvironment) -> any FeatureRegistration {
        factory.make(environment.using(environment.database.migratingOnFirstUse(factory.databaseMigrations)))
    }
}
