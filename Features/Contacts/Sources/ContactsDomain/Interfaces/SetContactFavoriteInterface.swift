/// Marks or unmarks a contact as a favorite.
public protocol SetContactFavoriteInterface: Sendable {
    func setContactFavorite(id: String, isFavorite: Bool) async throws
}
