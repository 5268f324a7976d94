/// Turns the filter changes a person typed into the filters a listing query holds.
public protocol ResolveProductFiltersInterface: Sendable {
    /// `filters` with `changes` applied in turn. Throws `ProductListingError.unknownFilterValue`,
    /// `.ambiguousFilterValue` or `.invalidPriceRange` when a change names nothing it can apply.
    func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], onto filters: ProductListingFiltersDomainModel
    ) async throws -> ProductListingFiltersDomainModel

    /// `query`'s filters with `changes` applied, where names may be resolved against
    /// what `query` lists (a products server's facets for its category and search).
    func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], in query: ProductListingQueryDomainModel
    ) async throws -> ProductListingFiltersDomainModel
}

extension ResolveProductFiltersInterface {
    /// By default, as ``resolve(_:onto:)`` on `query`'s filters.
    public func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], in query: ProductListingQueryDomainModel
    ) async throws -> ProductListingFiltersDomainModel {
        try await resolve(changes, onto: query.filters)
    }
}
