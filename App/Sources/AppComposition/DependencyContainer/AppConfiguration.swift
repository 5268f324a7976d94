import Analytics
import AppCore
import AppSettings
import FeatureKit
import Foundation
import HTTPClientTransport
import Localization
import Networking
import Persistence

/// What the app was started with, after the command line was read.
public struct AppConfiguration: Sendable {
    public var databaseLocation: DatabaseLocation
    /// The deployment environment `--env` or `APP_ENV` named; nil runs on the bundled data.
    public var environment: AppEnvironment?
    /// Where the features' remote sources point when their own options do not say.
    public var services: ServiceEnvironment
    public var clock: any AppClock
    /// The process environment (`LANG`, `LC_ALL` …) as the app should see it.
    public var processEnvironment: [String: String]
    /// The registered features with the options they were given, in home-screen order (all of
    /// them: see ``registeredFeaturesWithDefaultOptions()``).
    public var features: [FeatureFactory]
    /// The words the features' options were read from (command line, environment, config files):
    /// what a feature is read from again when the debug screen points its source elsewhere. None by default.
    public var featureCommandLine: CommandLineValues = .none
    /// The app language, shared by every feature: the system's until the
    /// Languages feature applies the person's choice at launch.
    public var currentAppLanguage: CurrentAppLanguage
    /// What carries every remote source's requests: AsyncHTTPClient, the live transport the
    /// app links (tests may put an in-process one in its place).
    public var httpTransport: any HTTPTransport
    /// Where the features' screens track events: nowhere unless `--analytics-log` names a file.
    public var analytics: AnalyticsTracker
    /// Which of the features' toggles are on, and what said so: all on unless settings,
    /// `--toggle` or the kept remote config say otherwise.
    public var toggles: FeatureToggleStates = .allOn(AppToggles.declared)
    /// Every setting read at launch, with its source: what the debug screen shows.
    public var settings: ResolvedSettings = .none
    /// When the remote config in use was fetched; nil when none is kept.
    public var remoteConfigFetchedAt: Date?
    /// Whether `debug` opens the debug screen: every environment but production, or `--debug-menu`.
    public var offersDebugMenu = true

    public init(
        databaseLocation: DatabaseLocation,
        environment: AppEnvironment? = nil,
        clock: any AppClock = SystemAppClock(),
        processEnvironment: [String: String] = ProcessInfo.processInfo.environment,
        features: [FeatureFactory],
        currentAppLanguage: CurrentAppLanguage = CurrentAppLanguage(),
        httpTransport: any HTTPTransport = AsyncHTTPClientTransport(),
        analytics: AnalyticsTracker = .disabled,
        services: ServiceEnvironment = .embedded
    ) {
        self.databaseLocation = databaseLocation
        self.environment = environment
        self.clock = clock
        self.processEnvironment = processEnvironment
        self.features = features
        self.currentAppLanguage = currentAppLanguage
        self.httpTransport = httpTransport
        self.analytics = analytics
        self.services = services
    }

    /// Every registered feature, with the options it has when none are given. Throws, naming the
    /// feature, when one's options cannot be read even so: a feature is never left out.
    public static func registeredFeaturesWithDefaultOptions() throws(CommandLineError) -> [FeatureFactory] {
        try FeatureCommandLine.factoriesWithDefaultOptions()
    }
}
