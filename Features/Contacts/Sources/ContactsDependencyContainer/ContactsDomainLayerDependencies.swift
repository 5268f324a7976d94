import AppCore
import ContactsDataDomainInterface
import ContactsDomain
import Localization

/// Builds the Contacts feature's use cases on their interface implementations.
public struct ContactsDomainLayerDependencies: Sendable {
    private let dataLayer: ContactsDataLayerDependencies
    private let clock: any AppClock
    private let currentAppLanguage: CurrentAppLanguage
    /// The whole book's index, shared by every list made here.
    private let listIndex = ContactsListIndexStore()

    public init(dataLayer: ContactsDataLayerDependencies, clock: any AppClock, currentAppLanguage: CurrentAppLanguage) {
        self.dataLayer = dataLayer
        self.clock = clock
        self.currentAppLanguage = currentAppLanguage
    }

    private func getContactsPage() -> GetContactsPage {
        GetContactsPage(
            repository: dataLayer.getContactsRepository(), clock: clock, currentAppLanguage: currentAppLanguage,
            listIndex: listIndex)
    }

    private func getContactDetails() -> GetContactDetails {
        GetContactDetails(repository: dataLayer.getContactsRepository(), clock: clock, currentAppLanguage: currentAppLanguage)
    }

    public func getViewContactsUseCase() -> ViewContactsUseCase {
        ViewContactsUseCase(getContactsPage: getContactsPage())
    }

    public func getSearchContactsUseCase() -> SearchContactsUseCase {
        SearchContactsUseCase(getContactsPage: getContactsPage())
    }

    public func getRefreshContactsUseCase() -> RefreshContactsUseCase {
        RefreshContactsUseCase(getContactsPage: getContactsPage())
    }

    public func getCheckContactsFreshnessUseCase() -> CheckContactsFreshnessUseCase {
        CheckContactsFreshnessUseCase(getContactsLastSaved: GetContactsLastSaved(repository: dataLayer.getContactsRepository()))
    }

    public func getViewContactDetailsUseCase() -> ViewContactDetailsUseCase {
        ViewContactDetailsUseCase(getContactDetails: getContactDetails())
    }

    public func getEditContactNameUseCase() -> EditContactNameUseCase {
        EditContactNameUseCase(
            editContactName: EditContactName(
                nameEditsRepository: dataLayer.getContactNameEditsRepository(),
                getContactDetails: getContactDetails()
            ))
    }

    public func getToggleContactFavoritedUseCase() -> ToggleContactFavoritedUseCase {
        ToggleContactFavoritedUseCase(
            setContactFavorite: SetContactFavorite(
                repository: dataLayer.getContactsRepository(), favoritesRepository: dataLayer.getFavoriteContactsRepository()
            ))
    }
}
