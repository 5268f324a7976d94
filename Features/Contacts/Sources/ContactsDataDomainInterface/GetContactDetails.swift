import AppCore
import ContactsData
import ContactsDomain
import Localization

/// One saved contact's details, formatted for the app language.
public struct GetContactDetails: GetContactDetailsInterface {
    private let repository: ContactsRepository
    private let clock: any AppClock
    private let currentAppLanguage: CurrentAppLanguage

    public init(repository: ContactsRepository, clock: any AppClock, currentAppLanguage: CurrentAppLanguage) {
        self.repository = repository
        self.clock = clock
        self.currentAppLanguage = currentAppLanguage
    }

    public func getContactDetails(id: String) async throws -> ContactDetailsDomainModel {
        guard let saved = try await repository.getSavedContact(id: id) else {
            throw ContactsError.contactNotFound(id: id)
        }
        return ContactDetailsFormatting(language: currentAppLanguage.language, now: clock.now()).details(saved)
    }
}
