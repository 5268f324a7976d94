/// Turns the filter changes a person typed into the filters a listing query holds.
public protocol ResolveProductFiltersInterface: Sendable {
    /// `filters` with `changes` applied in turn. Throws `ProductListingError.unknownFilterValue`,
    /// `.ambiguousFilterValue` or `.invalidPriceRange` when a change names nothing it can apply.
    func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], onto filters: ProductListingFiltersDomainModel
    ) async throws -> ProductListingFiltersDomainModel
}
