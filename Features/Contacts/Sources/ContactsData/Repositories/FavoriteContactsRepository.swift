import AppCore

/// Keeps which contacts the person marked as favorites.
public struct FavoriteContactsRepository: Sendable {
    private let dao: ContactsDAO
    private let clock: any AppClock

    public init(dao: ContactsDAO, clock: any AppClock) {
        self.dao = dao
        self.clock = clock
    }

    public func setFavorite(contactId: String, isFavorite: Bool) async throws {
        try await dao.setFavorite(contactId: contactId, isFavorite: isFavorite, at: clock.now())
    }
}
