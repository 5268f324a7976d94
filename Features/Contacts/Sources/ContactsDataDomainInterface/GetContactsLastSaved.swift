import ContactsData
import ContactsDomain
import Foundation

/// When a page of the current source's contacts was last saved: the latest of the saved pages.
public struct GetContactsLastSaved: GetContactsLastSavedInterface {
    private let repository: ContactsRepository

    public init(repository: ContactsRepository) {
        self.repository = repository
    }

    public func getContactsLastSaved() async -> Date? {
        (try? await repository.getSavedPages())?.map(\.fetchedAt).max()
    }
}
