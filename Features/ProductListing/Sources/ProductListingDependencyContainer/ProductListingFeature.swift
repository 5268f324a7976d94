import ProductListingPresentation
import FeatureKit
import Navigation
import Persistence

/// The ProductListing feature as the app (and its Demo) registers it: the
/// `products` command and home entry, the `bag` and `wishlist` screens, its tables and its flow (the bundled catalog is imported the first time
/// the listing opens). It has no
/// command-line options yet (`NoFeatureOptions`); give it a `FeatureOptions`
/// type whose long names start with `--products-` when it needs some. Its
/// DiContainer is built the first time the feature opens.
@MainActor
public final class ProductListingFeature: FeatureRegistration {
    public nonisolated static let name = "products"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { ProductListingDiContainer.databaseMigrations }

    let environment: FeatureEnvironment
    private lazy var diContainer = ProductListingDiContainer(
        database: environment.database, currentAppLanguage: environment.currentAppLanguage, progress: environment.progress
    )

    public init(options: NoFeatureOptions, environment: FeatureEnvironment) {
        self.environment = environment
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = ProductListingStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ProductListingFlow(diContainer: diContainer, navigation: navigation, start: Self.flowStart(for: destination))
    }
}
