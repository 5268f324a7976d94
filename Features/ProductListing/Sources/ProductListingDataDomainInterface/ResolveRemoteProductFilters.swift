import Foundation
import ProductListingData
import ProductListingDomain

/// Applies typed filter changes to a listing from a products server: names become
/// the slugs the server's `refine` takes, matched as on this device (case and accents
/// ignored, a unique beginning; ``ProductFilterValueMatching``) against the server's
/// values: brands from its `brands`, colours and sizes from the listing's `filters`
/// (the facets it sent with the page). A server that sends no values for a filter
/// gets the value as typed. Amounts become minor units of the listing's currency.
public struct ResolveRemoteProductFilters: ResolveProductFiltersInterface {
    private let catalog: RemoteProductCatalogRepository
    private let browse: RemoteProductBrowseRepository

    public init(catalog: RemoteProductCatalogRepository, browse: RemoteProductBrowseRepository) {
        self.catalog = catalog
        self.browse = browse
    }

    public func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], onto filters: ProductListingFiltersDomainModel
    ) async throws -> ProductListingFiltersDomainModel {
        try await resolve(changes, in: ProductListingQueryDomainModel(filters: filters))
    }

    public func resolve(
        _ changes: [ProductListingFilterChangeDomainModel], in query: ProductListingQueryDomainModel
    ) async throws -> ProductListingFiltersDomainModel {
        var resolved = query
        resolved.offset = 0
        for change in changes {
            switch change {
            case .clearAll:
                resolved.filters = ProductListingFiltersDomainModel()
            case .values(let kind, let names) where names.isEmpty:
                resolved.filters = resolved.filters.with(kind, ids: [])
            case .values(let kind, let names):
                let ids: [String]
                if let values = try await values(kind, in: resolved) {
                    ids = try ProductFilterValueMatching.ids(names, among: values, kind: kind)
                } else {
                    ids = Self.asTyped(names)
                }
                resolved.filters = resolved.filters.with(kind, ids: ids)
            case .price(let minimum, let maximum):
                let currencyCode = minimum == nil && maximum == nil ? "" : try await currencyCode(of: resolved)
                resolved.filters.price = try TypedPriceRange.range(minimum: minimum, maximum: maximum, currencyCode: currencyCode)
            }
        }
        return resolved.filters
    }

    /// The server's values of `kind` for the listing `query`; `nil` when it gives none.
    private func values(_ kind: ProductFilterKindDomainModel, in query: ProductListingQueryDomainModel) async throws
        -> [ProductBrowseValueDataModel]?
    {
        if kind == .brand, let brands = try await brands(), !brands.isEmpty {
            return brands.map { RemoteFilterValues.value(id: $0.slug, name: $0.name, count: 0, kind: .brand) }
        }
        let facets = try await RemoteListingPageSync.page(query, repository: catalog).page.filters ?? []
        return RemoteFilterValues.values(facets, kind: kind)
    }

    /// The server's brands, or `nil` when it cannot say (then the listing's facets are asked).
    private func brands() async throws -> [ProductBrandDataModel]? {
        switch try await browse.syncBrands() {
        case .current(let brands), .saved(let brands, _, _): return brands
        case .unavailable(.cancelled): throw CancellationError()
        case .unavailable: return nil
        }
    }

    /// The currency of the listing's prices: its first product's on the server's page.
    private func currencyCode(of query: ProductListingQueryDomainModel) async throws -> String {
        var unfiltered = query
        unfiltered.filters.price = nil
        return try await RemoteListingPageSync.page(unfiltered, repository: catalog).page.products.first?.currencyCode ?? ""
    }

    /// Names sent as typed, trimmed, each once.
    private static func asTyped(_ names: [String]) -> [String] {
        var ids: [String] = []
        for name in names.map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty && !ids.contains(name) {
            ids.append(name)
        }
        return ids
    }
}
