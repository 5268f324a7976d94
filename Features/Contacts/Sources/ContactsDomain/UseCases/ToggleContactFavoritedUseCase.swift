/// The person marks a contact as a favorite, or takes the mark away.
public struct ToggleContactFavoritedUseCase: Sendable {
    private let setContactFavorite: any SetContactFavoriteInterface

    public init(setContactFavorite: any SetContactFavoriteInterface) {
        self.setContactFavorite = setContactFavorite
    }

    public func execute(contactId: String, isFavorite: Bool) async throws {
        try await setContactFavorite.setContactFavorite(id: contactId, isFavorite: isFavorite)
    }
}
