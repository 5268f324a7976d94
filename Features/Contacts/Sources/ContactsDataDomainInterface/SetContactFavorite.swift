import ContactsData
import ContactsDomain

/// Marks a saved contact as a favorite or not.
public struct SetContactFavorite: SetContactFavoriteInterface {
    private let repository: ContactsRepository
    private let favoritesRepository: FavoriteContactsRepository

    public init(repository: ContactsRepository, favoritesRepository: FavoriteContactsRepository) {
        self.repository = repository
        self.favoritesRepository = favoritesRepository
    }

    public func setContactFavorite(id: String, isFavorite: Bool) async throws {
        guard try await repository.getSavedContact(id: id) != nil else {
            throw ContactsError.contactNotFound(id: id)
        }
        do {
            try await favoritesRepository.setFavorite(contactId: id, isFavorite: isFavorite)
        } catch {
            throw ContactsError.couldNotSave
        }
    }
}
