import ProductListingData
import ProductListingDomain

/// The facets of a listing from a products server: the `filters` it sent with the
/// listing's page (saved with it, so they show offline), brand, colour, size and
/// price, with its counts and which are selected. A server without the `filters`
/// extension gives none: `ProductListingError.filterCountsUnavailable`.
public struct GetRemoteProductListingFacets: GetProductListingFacetsInterface {
    private let repository: RemoteProductCatalogRepository

    public init(repository: RemoteProductCatalogRepository) {
        self.repository = repository
    }

    public func getFacets(_ query: ProductListingQueryDomainModel) async throws -> ProductListingFacetsDomainModel {
        let page = try await RemoteListingPageSync.page(query, repository: repository).page
        guard let filters = page.filters, !filters.isEmpty else { throw ProductListingError.filterCountsUnavailable }
        return RemoteFilterValues.facets(filters, total: page.total)
    }
}
