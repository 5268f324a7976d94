import Analytics
import AppCore
import ContactsData
import ContactsPresentation
import Localization
import Navigation
import Networking
import Persistence
import ReplKit

/// Everything the Contacts feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class ContactsDiContainer: Sendable {
    public let dataLayer: ContactsDataLayerDependencies
    public let domainLayer: ContactsDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage
    /// Where long work shows how it is going (attached to the terminal by the host).
    public let progress: ReplProgress
    /// Where the screens track what the person sees and does.
    public let analytics: AnalyticsTracker

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = ContactsDatabaseMigrations()

    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, clock: any AppClock,
        configuration: ContactsSourceConfiguration = ContactsSourceConfiguration(),
        progress: ReplProgress = ReplProgress(),
        source: (any ContactsPageSource)? = nil,
        httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        analytics: AnalyticsTracker = .disabled
    ) {
        self.currentAppLanguage = currentAppLanguage
        self.progress = progress
        self.analytics = analytics
        dataLayer = ContactsDataLayerDependencies(
            database: database, clock: clock, configuration: configuration, source: source, httpTransport: httpTransport
        )
        domainLayer = ContactsDomainLayerDependencies(dataLayer: dataLayer, clock: clock, currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeContactsListView(flowStepEmitter: FlowStepEmitter<ContactsFlowStep>) -> ContactsListView {
        ContactsListView(
            viewModel: ContactsListViewModel(
                viewContactsUseCase: domainLayer.getViewContactsUseCase(),
                searchContactsUseCase: domainLayer.getSearchContactsUseCase(),
                refreshContactsUseCase: domainLayer.getRefreshContactsUseCase(),
                toggleContactFavoritedUseCase: domainLayer.getToggleContactFavoritedUseCase(),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics,
                syncProgressChanged: ContactsSyncProgressText.reporter(currentAppLanguage: currentAppLanguage, progress: progress)
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeContactDetailsView(contactId: String) -> ContactDetailsView {
        ContactDetailsView(
            viewModel: ContactDetailsViewModel(
                contactId: contactId,
                viewContactDetailsUseCase: domainLayer.getViewContactDetailsUseCase(),
                editContactNameUseCase: domainLayer.getEditContactNameUseCase(),
                toggleContactFavoritedUseCase: domainLayer.getToggleContactFavoritedUseCase(),
                analytics: analytics
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    /// Looks up the contact a route names before any screen is built.
    @MainActor
    public func makeContactRouteViewModel() -> ContactRouteViewModel {
        ContactRouteViewModel(
            viewContactsUseCase: domainLayer.getViewContactsUseCase(),
            viewContactDetailsUseCase: domainLayer.getViewContactDetailsUseCase(),
            currentAppLanguage: currentAppLanguage
        )
    }
}
