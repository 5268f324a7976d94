import Analytics
import AppCore
import Foundation
import Localization
import Navigation
import Networking
import Persistence
import ProductListingData
import ProductListingDomain
import ProductListingPresentation
import ReplKit

/// Everything the ProductListing feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ProductListingDiContainer: Sendable {
    public let dataLayer: ProductListingDataLayerDependencies
    public let domainLayer: ProductListingDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage
    /// Where the first import of the catalog shows how it is going.
    public let progress: ReplProgress
    /// Where the screens track what the person sees and does.
    public let analytics: AnalyticsTracker
    /// Which switchable parts of the shop are on: read again each time a screen draws or lists its commands.
    public let toggles: ProductListingTogglesReading

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ProductListingDatabaseMigrations()

    /// `catalogFile` replaces the bundled catalog (tests use small ones); `configuration` says
    /// where products come from; `remoteSource` replaces the products server it names;
    /// `accountLinks` lets the wishlist follow the signed-in account; `toggles` says which
    /// switchable parts are on (all of them unless told).
    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress(),
        catalogFile: URL? = BundledProductCatalog.url,
        configuration: ProductListingSourceConfiguration = ProductListingSourceConfiguration(),
        clock: any AppClock = SystemAppClock(),
        remoteSource: (any ProductsRemoteSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        analytics: AnalyticsTracker = .disabled, accountLinks: WishlistAccountLinks = .none,
        toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        self.currentAppLanguage = currentAppLanguage
        self.progress = progress
        self.analytics = analytics
        self.toggles = toggles
        dataLayer = ProductListingDataLayerDependencies(
            database: database, catalogFile: catalogFile, configuration: configuration, clock: clock, remoteSource: remoteSource,
            httpTransport: httpTransport, accountLinks: accountLinks
        )
        domainLayer = ProductListingDomainLayerDependencies(dataLayer: dataLayer)
    }

    /// The listing of `query`: every product unless it names a category or filters.
    @MainActor
    public func makeProductListingView(
        flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>,
        query: ProductListingQueryDomainModel = ProductListingQueryDomainModel()
    ) -> ProductListingView {
        ProductListingView(
            viewModel: ProductListingViewModel(
                initialQuery: query, useCases: listingUseCases, flowStepEmitter: flowStepEmitter,
                sourceUseCases: ProductListingSourceUseCases(
                    refreshProductListing: domainLayer.getRefreshProductListingUseCase(),
                    importProductCatalogFile: domainLayer.getImportProductCatalogFileUseCase()
                ),
                analytics: analytics,
                importProgressChanged: ProductImportProgressText.reporter(
                    currentAppLanguage: currentAppLanguage, progress: progress)
            ),
            searchSuggestions: makeProductSearchSuggestionsViewModel(),
            currentAppLanguage: currentAppLanguage,
            progress: progress,
            terminalColumns: { [progress] in TerminalWidth.current(progress: progress) }
        )
    }

    /// `colourId` picks the colour shown first.
    @MainActor
    public func makeProductDetailsView(
        styleNumber: String, colourId: String? = nil, flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>
    ) -> ProductDetailsView {
        ProductDetailsView(
            viewModel: ProductDetailsViewModel(
                styleNumber: styleNumber, colourId: colourId,
                viewProductDetailsUseCase: domainLayer.getViewProductDetailsUseCase(),
                shopping: productDetailsShoppingUseCases, flowStepEmitter: flowStepEmitter,
                shareProduct: domainLayer.getShareProductUseCase(), analytics: analytics, toggles: toggles
            ),
            currentAppLanguage: currentAppLanguage,
            showsQRCode: { [progress] in progress.isAttachedToTerminal }
        )
    }
}
