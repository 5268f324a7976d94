import AppCore
import ContactsData
import ContactsDataDomainInterface
import ContactsDomain
import ContactsTesting
import Localization
import Persistence
import TestSupport

/// The Contacts use cases on their real interface implementations, over a
/// real in-memory SQLite database and a fake source.
struct ContactsTestContext {
    let source: FakeContactsPageSource
    let clock = AdjustableTestClock()
    let currentAppLanguage: CurrentAppLanguage
    let database: AppDatabase
    let pageRefreshes = ContactsPageRefreshes()
    /// Shared by every use case made here, as the app's container shares them.
    let bookChecks = ContactsBookChecks()
    let listIndex = ContactsListIndexStore()
    private let staleAnswerWait: Duration
    static let cacheMaxAge: Double = 60 * 60

    /// - Parameters:
    ///   - announcedPageCount: the book size the source claims (a remote book's configured size).
    ///   - staleAnswerWait: how long a stale page waits for the source; long by default, so a
    ///     source that answers is never outwaited on a busy machine.
    init(
        pages: [[ContactDataModel]], appLanguage: String = "en", announcedPageCount: Int? = nil,
        staleAnswerWait: Duration = .seconds(60), reportsBookSize: Bool = true
    ) throws {
        source = FakeContactsPageSource(
            pages: pages, announcedPageCount: announcedPageCount, reportsBookSize: reportsBookSize)
        currentAppLanguage = TestAppLanguage.current(appLanguage)
        database = try TestDatabase.inMemory([ContactsDatabaseMigrations()])
        self.staleAnswerWait = staleAnswerWait
    }

    private var dao: ContactsDAO { ContactsDAO(database: database) }
    private var repository: ContactsRepository {
        ContactsRepository(
            dao: dao, source: source,
            cachePolicy: ContactsCachePolicy(maxAge: Self.cacheMaxAge, staleAnswerWait: staleAnswerWait),
            clock: clock, refreshes: pageRefreshes, checks: bookChecks
        )
    }
    private var getContactsPage: GetContactsPage {
        GetContactsPage(
            repository: repository, clock: clock, currentAppLanguage: currentAppLanguage, listIndex: listIndex)
    }
    private var getContactDetails: GetContactDetails {
        GetContactDetails(repository: repository, clock: clock, currentAppLanguage: currentAppLanguage)
    }

    var viewContacts: ViewContactsUseCase { ViewContactsUseCase(getContactsPage: getContactsPage) }
    var searchContacts: SearchContactsUseCase { SearchContactsUseCase(getContactsPage: getContactsPage) }
    var refreshContacts: RefreshContactsUseCase { RefreshContactsUseCase(getContactsPage: getContactsPage) }
    var viewContactDetails: ViewContactDetailsUseCase { ViewContactDetailsUseCase(getContactDetails: getContactDetails) }
    var editContactName: EditContactNameUseCase {
        EditContactNameUseCase(
            editContactName: EditContactName(
                nameEditsRepository: ContactNameEditsRepository(dao: dao, clock: clock),
                getContactDetails: getContactDetails
            ))
    }
    var toggleContactFavorited: ToggleContactFavoritedUseCase {
        ToggleContactFavoritedUseCase(
            setContactFavorite: SetContactFavorite(
                repository: repository, favoritesRepository: FavoriteContactsRepository(dao: dao, clock: clock)
            ))
    }
}
