import AppCore
import ContactsData
import Logging
import Networking
import Persistence

/// Builds the Contacts feature's source and repositories.
public struct ContactsDataLayerDependencies: Sendable {
    private let database: AppDatabase
    private let clock: any AppClock
    private let configuration: ContactsSourceConfiguration
    private let source: any ContactsPageSource
    /// Page fetches that go on in the background, shared by every repository made here.
    private let pageRefreshes = ContactsPageRefreshes()
    /// The saved book's revisions already checked for unreadable contacts, shared likewise.
    private let bookChecks = ContactsBookChecks()

    /// `source` replaces the one `configuration` names (fakes for the Demo and tests).
    public init(
        database: AppDatabase, clock: any AppClock, configuration: ContactsSourceConfiguration,
        source: (any ContactsPageSource)? = nil, httpTransport: any HTTPTransport = UnavailableHTTPTransport()
    ) {
        self.database = database
        self.clock = clock
        self.configuration = configuration
        self.source = source ?? Self.makeSource(configuration, transport: httpTransport)
    }

    /// The one source of the book, made once so the bundled dataset is read once.
    public func getContactsPageSource() -> any ContactsPageSource {
        source
    }

    /// Birth and registration dates are checked against the real date, not the app's clock,
    /// which `--now` may pin anywhere.
    private static func makeSource(
        _ configuration: ContactsSourceConfiguration, transport: any HTTPTransport
    ) -> any ContactsPageSource {
        switch configuration.source {
        case .embedded:
            return BundledContactsSource()
        case .remote(let url):
            return RandomUserAPISource(
                endpoint: url, transport: transport, contactCount: configuration.remoteContactCount,
                requestTimeout: .milliseconds(Int64(configuration.requestTimeout * 1000)),
                logger: Logger(label: "contacts.remote")
            )
        }
    }

    public func getContactsRepository() -> ContactsRepository {
        ContactsRepository(
            dao: ContactsDAO(database: database),
            source: getContactsPageSource(),
            book: ContactsBookConfiguration(
                seed: configuration.seed, nationalities: configuration.nationalities, gender: configuration.gender
            ),
            cachePolicy: ContactsCachePolicy(maxAge: configuration.cacheMaxAge),
            clock: clock,
            refreshes: pageRefreshes,
            checks: bookChecks
        )
    }

    public func getContactNameEditsRepository() -> ContactNameEditsRepository {
        ContactNameEditsRepository(dao: ContactsDAO(database: database), clock: clock)
    }

    public func getFavoriteContactsRepository() -> FavoriteContactsRepository {
        FavoriteContactsRepository(dao: ContactsDAO(database: database), clock: clock)
    }
}
