import AppCore
import Foundation
import ProductListingData
import ProductListingPresentation
import Localization
import Navigation
import Persistence
import ReplKit

/// Everything the ProductListing feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ProductListingDiContainer: Sendable {
    public let dataLayer: ProductListingDataLayerDependencies
    public let domainLayer: ProductListingDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage
    /// Where the first import of the catalog shows how it is going.
    public let progress: ReplProgress

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ProductListingDatabaseMigrations()

    /// `catalogFile` replaces the bundled catalog (tests use small ones); `configuration` says
    /// where products come from; `remoteSource` replaces the products server it names.
    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress(),
        catalogFile: URL? = BundledProductCatalog.url,
        configuration: ProductListingSourceConfiguration = ProductListingSourceConfiguration(), clock: any AppClock = SystemAppClock(),
        remoteSource: (any ProductsRemoteSource)? = nil
    ) {
        self.currentAppLanguage = currentAppLanguage
        self.progress = progress
        dataLayer = ProductListingDataLayerDependencies(
            database: database, catalogFile: catalogFile, configuration: configuration, clock: clock, remoteSource: remoteSource
        )
        domainLayer = ProductListingDomainLayerDependencies(dataLayer: dataLayer)
    }

    @MainActor
    public func makeProductListingView(flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) -> ProductListingView {
        ProductListingView(
            viewModel: ProductListingViewModel(
                viewProductListingUseCase: domainLayer.getViewProductListingUseCase(),
                sortProductListingUseCase: domainLayer.getSortProductListingUseCase(),
                flowStepEmitter: flowStepEmitter,
                sourceUseCases: ProductListingSourceUseCases(
                    refreshProductListing: domainLayer.getRefreshProductListingUseCase(),
                    importProductCatalogFile: domainLayer.getImportProductCatalogFileUseCase()
                )
            ),
            currentAppLanguage: currentAppLanguage,
            progress: progress
        )
    }

    @MainActor
    public func makeProductDetailsView(styleNumber: String) -> ProductDetailsView {
        ProductDetailsView(
            viewModel: ProductDetailsViewModel(
                styleNumber: styleNumber, viewProductDetailsUseCase: domainLayer.getViewProductDetailsUseCase()
            ),
            currentAppLanguage: currentAppLanguage
        )
    }
}
