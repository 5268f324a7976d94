import Foundation
import ProductListingData
import ProductListingDomain

/// Applies typed filter changes to a listing's filters: names become the ids
/// of the catalog's values (see ``ProductFilterValueMatching``), each id once;
/// amounts become minor units of the catalog's currency.
public struct ResolveProductFilters: ResolveProductFiltersInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], onto filters: ProductListingFiltersDomainModel
    ) async throws -> ProductListingFiltersDomainModel {
        try await repository.prepareCatalogForBrowsing()
        var resolved = filters
        for change in changes {
            switch change {
            case .clearAll:
                resolved = ProductListingFiltersDomainModel()
            case .values(let kind, let names):
                let values = try await repository.getBrowseValues(GetProductListingFacets.kind(kind))
                resolved = resolved.with(kind, ids: try ProductFilterValueMatching.ids(names, among: values, kind: kind))
            case .price(let minimum, let maximum):
                resolved.price = try await priceRange(minimum: minimum, maximum: maximum)
            }
        }
        return resolved
    }

    private func priceRange(minimum: Decimal?, maximum: Decimal?) async throws -> ProductPriceRangeDomainModel? {
        guard minimum != nil || maximum != nil else { return nil }
        return try TypedPriceRange.range(
            minimum: minimum, maximum: maximum, currencyCode: try await repository.getCurrencyCode() ?? "")
    }
}
