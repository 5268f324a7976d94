import Analytics
import ContactsDomain
import Navigation
import Observation
import ReplKit

/// One contact's details, with the name edit and the favorite mark.
@MainActor
@Observable
public final class ContactDetailsViewModel {
    public private(set) var state: ScreenState<ContactDetailsDomainModel, ContactsFailure> = .loading

    @ObservationIgnored public let contactId: String
    @ObservationIgnored private let viewContactDetailsUseCase: ViewContactDetailsUseCase
    @ObservationIgnored private let editContactNameUseCase: EditContactNameUseCase
    @ObservationIgnored private let toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        contactId: String,
        viewContactDetailsUseCase: ViewContactDetailsUseCase,
        editContactNameUseCase: EditContactNameUseCase,
        toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.contactId = contactId
        self.viewContactDetailsUseCase = viewContactDetailsUseCase
        self.editContactNameUseCase = editContactNameUseCase
        self.toggleContactFavoritedUseCase = toggleContactFavoritedUseCase
        self.analytics = analytics
    }

    public func screenAppeared() async {
        analytics.track(ContactsAnalyticsEvent.contactDetailsViewed(contactId: contactId))
        await reload()
    }

    private func reload() async {
        do {
            state = .content(try await viewContactDetailsUseCase.execute(contactId: contactId))
        } catch {
            state = .failure(ContactsFailure(error))
        }
    }

    /// Saves a new name. Returns why it was refused, leaving the details as they were.
    public func nameEditSubmitted(_ change: ContactNameChangeDomainModel) async -> ContactsFailure? {
        do {
            state = .content(try await editContactNameUseCase.execute(contactId: contactId, change: change))
            analytics.track(ContactsAnalyticsEvent.renamed(contactId: contactId))
            return nil
        } catch {
            return ContactsFailure(error)
        }
    }

    /// Marks or unmarks the contact as a favorite, unless it is so already, and
    /// reloads the details. `nil` when the reload failed: the state says why.
    public func favoriteToggled(isFavorite: Bool) async -> ContactDetailsNotice? {
        if let details = state.loadedContent, details.isFavorite == isFavorite {
            return isFavorite ? .alreadyFavorite(name: Self.name(of: details)) : .notFavorite(name: Self.name(of: details))
        }
        do {
            try await toggleContactFavoritedUseCase.execute(contactId: contactId, isFavorite: isFavorite)
        } catch {
            return .failed(ContactsFailure(error))
        }
        analytics.track(isFavorite ? ContactsAnalyticsEvent.favorited(contactId: contactId) : .unfavorited(contactId: contactId))
        await reload()
        guard let details = state.loadedContent else { return nil }
        return isFavorite ? .favorited(name: Self.name(of: details)) : .unfavorited(name: Self.name(of: details))
    }

    /// The contact's first and last name, as the notices name them.
    private static func name(of details: ContactDetailsDomainModel) -> String {
        "\(details.firstName) \(details.lastName)"
    }
}
