import FeatureKit
import Navigation
import Persistence
import ToolsData
import ToolsPresentation

/// The Tools feature as the app (and its Demo) registers it: the `tools`
/// command and home entry, the `favorites` screen, its tables and its flow.
/// It has no command-line options yet (`--content-url` comes with the remote
/// source). Its DiContainer is built the first time the feature opens.
@MainActor
public final class ToolsFeature: FeatureRegistration {
    public nonisolated static let name = "tools"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { ToolsDiContainer.databaseMigrations }
    /// The Favorites screen, reachable from anywhere with `favorites`.
    public nonisolated static let favorites = AppDestination("favorites")

    private let environment: FeatureEnvironment
    private let sourceOverride: (any ToolsContentSource)?
    private lazy var diContainer = ToolsDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage, clock: environment.clock,
        source: sourceOverride
    )

    public convenience init(options: NoFeatureOptions, environment: FeatureEnvironment) {
        self.init(environment: environment)
    }

    /// The feature on `source` instead of the bundled content set: fakes for tests.
    public init(environment: FeatureEnvironment, source: (any ToolsContentSource)? = nil) {
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
