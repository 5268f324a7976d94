import FeatureKit
import Navigation
import Persistence
import ProductListingData
import ProductListingPresentation

/// The ProductListing feature as the app (and its Demo) registers it: the
/// `products` command and home entry, the `bag` and `wishlist` screens, its
/// options (`--products-url`, `--products-file`, `--products-cache-max-age`), its
/// toggles (`wishlist`, `storeServices`), its tables and its flow (the catalog is imported the first time the listing opens).
/// Its DiContainer is built the first time the feature opens.
@MainActor
public final class ProductListingFeature: FeatureRegistration {
    public nonisolated static let name = "products"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations {
        ProductListingDiContainer.databaseMigrations
    }

    let environment: FeatureEnvironment
    private let configuration: ProductListingSourceConfiguration
    private let remoteSourceOverride: (any ProductsRemoteSource)?
    lazy var diContainer = ProductListingDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage, progress: environment.progress,
        configuration: configuration, clock: environment.clock, remoteSource: remoteSourceOverride,
        httpTransport: environment.httpTransport, analytics: environment.analytics,
        accountLinks: .offered(by: environment.contracts), toggles: productListingToggles
    )

    public convenience init(options: ProductListingOptions, environment: FeatureEnvironment) {
        self.init(
            configuration: options.sourceConfiguration(
                processEnvironment: environment.processEnvironment, services: environment.services),
            environment: environment)
    }

    /// The feature on `remoteSource` instead of the source `configuration` names: fakes for the Demo and tests.
    public init(
        configuration: ProductListingSourceConfiguration = ProductListingSourceConfiguration(), environment: FeatureEnvironment,
        remoteSource: (any ProductsRemoteSource)? = nil
    ) {
        self.configuration = configuration
        self.environment = environment
        remoteSourceOverride = remoteSource
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ProductListingStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    /// The products server (none for the catalog on this device) and when it was last saved from.
    public func sourceStatus() async -> FeatureSourceStatus? {
        let title = ProductListingStrings.localizer(environment.currentAppLanguage).text(.featureName)
        guard case .remote(let url) = configuration.source else {
            return FeatureSourceStatus(title: title, address: nil, lastSavedAt: nil)
        }
        let lastSaved = await diContainer.domainLayer.getCheckProductsFreshnessUseCase().execute()
        return FeatureSourceStatus(title: title, address: url, lastSavedAt: lastSaved)
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ProductListingFlow(diContainer: diContainer, navigation: navigation, start: Self.flowStart(for: destination))
    }
}
