/// What the details screen tells the person after they marked a favorite.
public enum ContactDetailsNotice: Equatable, Sendable {
    case favorited(name: String)
    case unfavorited(name: String)
    /// Nothing changed: the contact was a favorite already.
    case alreadyFavorite(name: String)
    /// Nothing changed: the contact was not a favorite.
    case notFavorite(name: String)
    case failed(ContactsFailure)
}
