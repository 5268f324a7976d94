/// The orders a listing is read in: Alfie's `ProductListingSort`, newest first when none is
/// asked for, and the search's relevance (FTS5's rank) for a search without one.
enum ProductListingOrder: Sendable, Equatable {
    case newest
    case relevance
    case priceAscending
    case priceDescending
    case nameAscending
    case nameDescending

    /// The `ORDER BY` terms over `p` (and `product_search` for relevance). Each ends
    /// in the row id, so every page of one listing has its own products.
    var sql: String {
        switch self {
        case .newest: return "p.release_date DESC, p.id"
        case .relevance: return "product_search.rank, p.id"
        case .priceAscending: return "p.price, p.id"
        case .priceDescending: return "p.price DESC, p.id DESC"
        case .nameAscending: return "p.name_key, p.id"
        case .nameDescending: return "p.name_key DESC, p.id DESC"
        }
    }
}
