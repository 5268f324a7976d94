import ContactsTesting
import AppCore
import ContactsData
import ContactsDataDomainInterface
import ContactsDomain
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
    static let cacheMaxAge: Double = 60 * 60

    init(pages: [[ContactDataModel]], appLanguage: String = "en") throws {
        source = FakeContactsPageSource(pages: pages)
        currentAppLanguage = TestAppLanguage.current(appLanguage)
        database = try TestDatabase.inMemory([ContactsDatabaseMigrations()])
    }

    private var dao: ContactsDAO { ContactsDAO(database: database) }
    private var repository: ContactsRepository {
        ContactsRepository(dao: dao, source: source, cachePolicy: ContactsCachePolicy(maxAge: Self.cacheMaxAge), clock: clock)
    }
    private var getContactsPage: GetContactsPage {
        GetContactsPage(repository: repository, clock: clock, currentAppLanguage: currentAppLanguage)
    }
    private var getContactDetails: GetContactDetails {
        GetContactDetails(repository: repository, clock: clock, currentAppLanguage: currentAppLanguage)
    }

    var viewContacts: ViewContactsUseCase { ViewContactsUseCase(getContactsPage: getContactsPage) }
    var searchContacts: SearchContactsUseCase { SearchContactsUseCase(getContactsPage: getContactsPage) }
    var refreshContacts: RefreshContactsUseCase { RefreshContactsUseCase(getContactsPage: getContactsPage) }
    var viewContactDetails: ViewContactDetailsUseCase { ViewContactDetailsUseCase(getContactDetails: getContactDetails) }
    var editContactName: EditContactNameUseCase {
        EditContactNameUseCase(editContactName: EditContactName(
            nameEditsRepository: ContactNameEditsRepository(dao: dao, clock: clock),
            getContactDetails: getContactDetails
        ))
    }
    var toggleContactFavorited: ToggleContactFavoritedUseCase {
        ToggleContactFavoritedUseCase(setContactFavorite: SetContactFavorite(
            repository: repository, favoritesRepository: FavoriteContactsRepository(dao: dao, clock: clock)
        ))
    }
}
