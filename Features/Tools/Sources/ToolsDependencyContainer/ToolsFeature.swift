import ToolsPresentation
import FeatureKit
import Navigation
import Persistence

/// The Tools feature as the app (and its Demo) registers it: the
/// `tools` command and home entry, its tables and its flow. It has no
/// command-line options yet (`NoFeatureOptions`); give it a `FeatureOptions`
/// type whose long names start with `--tools-` when it needs some. Its
/// DiContainer is built the first time the feature opens.
@MainActor
public final class ToolsFeature: FeatureRegistration {
    public nonisolated static let name = "tools"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { ToolsDiContainer.databaseMigrations }

    private let environment: FeatureEnvironment
    private lazy var diContainer = ToolsDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage
    )

    public init(options: NoFeatureOptions, environment: FeatureEnvironment) {
        self.environment = environment
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ToolsFlow(diContainer: diContainer, navigation: navigation)
    }
}
