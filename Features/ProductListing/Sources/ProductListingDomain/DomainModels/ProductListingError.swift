/// What can go wrong in the ProductListing feature, in its own words.
public enum ProductListingError: Error, Equatable, Sendable {
    case productNotFound(styleNumber: String)
    /// The catalog could not be made ready (missing or unreadable); nothing of it was saved.
    case catalogUnavailable
    /// No value of the filter is called `name` (case and accents ignored).
    case unknownFilterValue(ProductFilterKindDomainModel, name: String)
    /// `name` starts the names of several values of the filter: these.
    case ambiguousFilterValue(ProductFilterKindDomainModel, name: String, matches: [String])
    /// A price range whose lowest bound is above its highest.
    case invalidPriceRange
    /// Sorting by relevance needs a search.
    case relevanceNeedsSearch
    /// The products server sends no filter values or counts for its listings.
    case filterCountsUnavailable
}
