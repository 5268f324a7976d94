/// One value of a facet and how many products of the listing have it under the other filters.
struct FacetCount: Sendable, Equatable {
    let slug: String
    let name: String
    let count: Int
}
