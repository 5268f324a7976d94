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

    /// Opens the database at `location` with every feature's migrations, builds each
    /// feature on it, and lets each prepare for the first screen. Throws what opening
    /// the database or preparing a feature threw. Locale variables that are no
    /// locale name (`LANG=/etc/passwd`) are left out of the environment features see.
    /// `httpTransport` carries the features' requests (none by default). What the features
    /// offer each other is collected once all are built, before any prepares its launch.
    /// `analytics` is where the features' ViewModels track events (nowhere by default);
    /// `services` where their remote sources point (their bundled data by default).
    public static func launch(
        _ factories: [FeatureFactory],
        databaseLocation: DatabaseLocation,
        clock: any AppClock,
        processEnvironment: [String: String],
        progress: ReplProgress = ReplProgress(),
        currentAppLanguage: CurrentAppLanguage = CurrentAppLanguage(),
        httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        analytics: AnalyticsTracker = .disabled,
        services: ServiceEnvironment = .embedded
    ) async throws -> LaunchedFeatures {
        let database = try AppDatabase.open(at: databaseLocation, migrations: factories.map(\.databaseMigrations))
        let environment = FeatureEnvironment(
            database: database,
            currentAppLanguage: currentAppLanguage,
            clock: clock,
            processEnvironment: LocaleEnvironment.sanitized(processEnvironment),
            progress: progress,
            httpTransport: httpTransport,
            analytics: analytics,
            services: services
        )
        let features = factories.map { $0.make(environment) }
        environment.contracts.add(features.flatMap(\.offers))
        for feature in features {
            try await feature.prepareLaunch()
        }
        return LaunchedFeatures(environment: environment, features: features)
    }
}
