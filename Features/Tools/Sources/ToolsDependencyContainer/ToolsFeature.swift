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
    public nonisolated static let favorites = AppDestination("favorites")

    private let environment: FeatureEnvironment
    private let configuration: ToolsSourceConfiguration
    private let sourceOverride: (any ToolsContentSource)?
    private lazy var diContainer = ToolsDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage, clock: environment.clock,
        configuration: configuration, progress: environment.progress, source: sourceOverride
    )

    public convenience init(options: ToolsOptions, environment: FeatureEnvironment) {
        self.init(
            configuration: options.sourceConfiguration(processEnvironment: environment.processEnvironment), environment: environment
        )
    }

    /// The feature on `source` instead of the one `configuration` names: fakes for tests and the Demo.
    public init(
        configuration: ToolsSourceConfiguration = ToolsSourceConfiguration(), environment: FeatureEnvironment,
        source: (any ToolsContentSource)? = nil
    ) {
        self.configuration = configuration
        self.environment = environment
        sourceOverride = source
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    public var entries: [FeatureEntry] {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        return [FeatureEntry(destination: Self.favorites, command: "favorites", title: strings.text(.favoritesEntryTitle))]
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ToolsFlow(diContainer: diContainer, navigation: navigation, start: destination == Self.favorites ? .favorites : .tools)
    }
}
