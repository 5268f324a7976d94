/// What can go wrong in the ProductListing feature, in its own words.
public enum ProductListingError: Error, Equatable, Sendable {
    case productNotFound(styleNumber: String)
    /// The catalog could not be made ready (missing or unreadable); nothing of it was saved.
    case catalogUnavailable
}
