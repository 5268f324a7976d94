import ContactsDomain
import Navigation
import Observation

/// One contact's details, with the name edit and the favorite mark.
@MainActor
@Observable
public final class ContactDetailsViewModel {
    public private(set) var state: ContactsScreenState<ContactDetailsDomainModel> = .loading

    @ObservationIgnored public let contactId: String
    @ObservationIgnored private let viewContactDetailsUseCase: ViewContactDetailsUseCase
    @ObservationIgnored private let editContactNameUseCase: EditContactNameUseCase
    @ObservationIgnored private let toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase

    public init(
        contactId: String,
        viewContactDetailsUseCase: ViewContactDetailsUseCase,
        editContactNameUseCase: EditContactNameUseCase,
        toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase
    ) {
        self.contactId = contactId
        self.viewContactDetailsUseCase = viewContactDetailsUseCase
        self.editContactNameUseCase = editContactNameUseCase
        self.toggleContactFavoritedUseCase = toggleContactFavoritedUseCase
    }

    public func screenAppeared() async {
        do {
            state = .loaded(try await viewContactDetailsUseCase.execute(contactId: contactId))
        } catch {
            state = .failed(ContactsFailure(error))
        }
    }

    /// Saves a new name. Returns why it was refused, leaving the details as they were.
    public func nameEditSubmitted(_ change: ContactNameChangeDomainModel) async -> ContactsFailure? {
        do {
            state = .loaded(try await editContactNameUseCase.execute(contactId: contactId, change: change))
            return nil
        } catch {
            return ContactsFailure(error)
        }
    }

    public func favoriteToggled(isFavorite: Bool) async -> ContactsFailure? {
        do {
            try await toggleContactFavoritedUseCase.execute(contactId: contactId, isFavorite: isFavorite)
        } catch {
            return ContactsFailure(error)
        }
        await screenAppeared()
        return nil
    }
}
