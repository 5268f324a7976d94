/// Gives the filters of a listing with their counts (disjunctive facets).
public protocol GetProductListingFacetsInterface: Sendable {
    func getFacets(_ query: ProductListingQueryDomainModel) async throws -> ProductListingFacetsDomainModel
}
