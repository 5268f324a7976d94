import Foundation
import Localization
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
                var ids: [String] = []
                for name in names {
                    let id = try ProductFilterValueMatching.match(name, among: values, kind: kind).id
                    if !ids.contains(id) { ids.append(id) }
                }
                resolved = resolved.with(kind, ids: ids)
            case .price(let minimum, let maximum):
                resolved.price = try await priceRange(minimum: minimum, maximum: maximum)
            }
        }
        return resolved
    }

    private func priceRange(minimum: Decimal?, maximum: Decimal?) async throws -> ProductPriceRangeDomainModel? {
        guard minimum != nil || maximum != nil else { return nil }
        let currencyCode = try await repository.getCurrencyCode() ?? ""
        let digits = CurrencyMinorUnits.digits(for: currencyCode)
        let lower = minimum.map { Self.minorUnits($0, digits: digits) }
        let upper = maximum.map { Self.minorUnits($0, digits: digits) }
        if let lower, lower < 0 { throw ProductListingError.invalidPriceRange }
        if let lower, let upper, lower > upper { throw ProductListingError.invalidPriceRange }
        return ProductPriceRangeDomainModel(minimum: lower, maximum: upper, currencyCode: currencyCode)
    }

    /// `amount` in the currency's major unit as minor units, rounded to the nearest.
    private static func minorUnits(_ amount: Decimal, digits: Int) -> Int {
        var scaled = amount
        for _ in 0..<digits { scaled *= 10 }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
