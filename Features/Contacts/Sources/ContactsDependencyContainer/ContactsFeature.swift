import ContactsData
import ContactsPresentation
import FeatureKit
import Navigation
import Persistence
import ReplKit

/// The Contacts feature as the app (and its Demo) registers it: the `contacts`
/// command and home entry, its options, its tables and its flow. Its
/// DiContainer is built the first time the feature opens.
@MainActor
public final class ContactsFeature: FeatureRegistration {
    public nonisolated static let name = "contacts"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { ContactsDiContainer.databaseMigrations }

    private let configuration: ContactsSourceConfiguration
    private let environment: FeatureEnvironment
    private let sourceOverride: (any ContactsPageSource)?
    lazy var diContainer = ContactsDiContainer(
        database: environment.database,
        currentAppLanguage: environment.currentAppLanguage,
        clock: environment.clock,
        configuration: configuration,
        progress: environment.progress,
        source: sourceOverride,
        httpTransport: environment.httpTransport,
        analytics: environment.analytics
    )

    public convenience init(options: ContactsOptions, environment: FeatureEnvironment) {
        self.init(
            configuration: options.sourceConfiguration(
                processEnvironment: environment.processEnvironment, services: environment.services),
            environment: environment
        )
    }

    /// The feature on `source` instead of the one `configuration` names: fakes for the Demo and tests.
    public init(
        configuration: ContactsSourceConfiguration = ContactsSourceConfiguration(),
        environment: FeatureEnvironment,
        source: (any ContactsPageSource)? = nil
    ) {
        self.configuration = configuration
        self.environment = environment
        self.sourceOverride = source
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ContactsStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    public var commandPlaces: [CommandPlace] {
        let strings = ContactsStrings.localizer(environment.currentAppLanguage)
        return [CommandPlace(command: "edit", place: strings.text(.placeContactDetails))]
    }

    /// The contact book's server (none for the bundled set) and when a page of it was last saved.
    public func sourceStatus() async -> FeatureSourceStatus? {
        let strings = ContactsStrings.localizer(environment.currentAppLanguage)
        guard case .remote(let url) = configuration.source else {
            return FeatureSourceStatus(title: strings.text(.featureName), address: nil, lastSavedAt: nil)
        }
        let lastSaved = await diContainer.domainLayer.getCheckContactsFreshnessUseCase().execute()
        return FeatureSourceStatus(title: strings.text(.featureName), address: url, lastSavedAt: lastSaved)
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ContactsFlow(diContainer: diContainer, navigation: navigation)
    }
}
