import Graphiti

/// Alfie's `ProductListing`: one page of a listing. Its `filters` are written only when the
/// query asks for them.
struct AlfieProductListing: Sendable {
    let title: String
    let pagination: AlfiePagination
    let hierarchy: [AlfieHierarchyItem]?
    let products: [AlfieProduct]
    let facets: AlfieFacets

    func filters(context: AlfieContext, arguments: NoArguments) -> [AlfieProductFilter]? {
        facets.filters()
    }
}

/// What a GraphQL request carries to the resolvers: nothing yet (the catalog is the resolver's).
struct AlfieContext: Sendable {}
