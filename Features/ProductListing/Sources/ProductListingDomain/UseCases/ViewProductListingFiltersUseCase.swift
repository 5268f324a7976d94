/// The person looks at the filters of the listing they are on: every value
/// with the count it would give, and which are chosen.
public struct ViewProductListingFiltersUseCase: Sendable {
    private let getFacets: any GetProductListingFacetsInterface

    public init(getFacets: any GetProductListingFacetsInterface) {
        self.getFacets = getFacets
    }

    public func execute(query: ProductListingQueryDomainModel) async throws -> ProductListingFacetsDomainModel {
        try await getFacets.getFacets(query)
    }
}
