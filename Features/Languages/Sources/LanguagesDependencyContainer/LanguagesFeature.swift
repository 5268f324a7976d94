import FeatureContracts
import FeatureKit
import LanguagesPresentation
import Navigation
import Persistence
import ReplKit

/// The Languages feature as the app (and its Demo) registers it: the
/// `languages` command and home entry, its tables and its flow. Before the
/// first screen it puts the app in the person's language.
@MainActor
public final class LanguagesFeature: FeatureRegistration {
    public nonisolated static let name = "languages"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { LanguagesDiContainer.databaseMigrations }

    private let environment: FeatureEnvironment
    private let processEnvironment: [String: String]
    lazy var diContainer = LanguagesDiContainer(
        database: environment.database,
        currentAppLanguage: environment.currentAppLanguage,
        clock: environment.clock,
        environment: processEnvironment,
        contracts: environment.contracts,
        analytics: environment.analytics
    )

    public convenience init(options: NoFeatureOptions, environment: FeatureEnvironment) {
        self.init(environment: environment)
    }

    /// `processEnvironment` replaces the one the app was started with when the first
    /// app language is chosen (`LANG` …): an empty one for the Demo's fakes.
    public init(environment: FeatureEnvironment, processEnvironment: [String: String]? = nil) {
        self.environment = environment
        self.processEnvironment = processEnvironment ?? environment.processEnvironment
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = LanguagesStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    /// Language settings, which another feature's screen (GodTools' menu) hands over to: they
    /// open on top of it.
    public var entries: [FeatureEntry] {
        let strings = LanguagesStrings.localizer(environment.currentAppLanguage)
        return [
            FeatureEntry(destination: HandOverDestinations.languageSettings, command: nil, title: strings.text(.settingsTitle))
        ]
    }

    public var commandPlaces: [CommandPlace] {
        let strings = LanguagesStrings.localizer(environment.currentAppLanguage)
        let question = strings.text(.placeConfirmLanguageChange)
        return [
            CommandPlace(command: "choose", place: strings.text(.placeLanguageSettings)),
            CommandPlace(command: "confirm", place: question),
            CommandPlace(command: "cancel", place: question),
        ]
    }

    public func prepareLaunch() async throws {
        try await diContainer.domainLayer.getLaunchInAppLanguageUseCase().execute()
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        LanguagesFlow(diContainer: diContainer, navigation: navigation)
    }
}
