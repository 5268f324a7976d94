import ContactsDomain
import Localization

/// What following a route to a contact found: the contact, or why it cannot be shown.
public enum ContactRouteOutcome: Equatable, Sendable {
    case found(contactId: String)
    /// Said in the app language.
    case refused(String)
}

/// Follows a route to a contact (`goto contacts/{id}`) before any screen is built: the
/// contact list's first page is fetched as the list would (so a new book has its contacts),
/// then the contact is looked up; no contact means no screen, and a message instead.
@MainActor
public final class ContactRouteViewModel {
    private let viewContactsUseCase: ViewContactsUseCase
    private let viewContactDetailsUseCase: ViewContactDetailsUseCase
    private let strings: Localizer<ContactsStringKey>

    public init(
        viewContactsUseCase: ViewContactsUseCase, viewContactDetailsUseCase: ViewContactDetailsUseCase,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.viewContactsUseCase = viewContactsUseCase
        self.viewContactDetailsUseCase = viewContactDetailsUseCase
        self.strings = ContactsStrings.localizer(currentAppLanguage)
    }

    public func contactRouteFollowed(id: String) async -> ContactRouteOutcome {
        // A failed first page (offline, no source) still leaves what is saved to look in.
        _ = try? await viewContactsUseCase.execute(query: ContactsQueryDomainModel())
        do {
            let contact = try await viewContactDetailsUseCase.execute(contactId: id)
            return .found(contactId: contact.id)
        } catch {
            return .refused(ContactsFailure(error).text(strings))
        }
    }
}
