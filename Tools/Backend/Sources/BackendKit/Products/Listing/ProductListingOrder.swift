/// The orders a listing is read in: Alfie's `ProductListingSort`, newest first when none is
/// asked for, and the search's relevance (FTS5's rank) for a search without one.
enum ProductListingOrder: Sendable, Equatable {
    case newest
    case relevance
    case priceAscending
    case priceDescending
    case nameAscending
    case nameDescending

}
