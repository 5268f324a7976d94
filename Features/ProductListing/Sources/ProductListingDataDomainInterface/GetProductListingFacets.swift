import ProductListingData
import ProductListingDomain

/// The facets of a listing from the saved catalog: brands and colours A to Z,
/// sizes smallest first, price bands lowest first, each counted under the
/// listing's other filters.
public struct GetProductListingFacets: GetProductListingFacetsInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getFacets(_ query: ProductListingQueryDomainModel) async throws -> ProductListingFacetsDomainModel {
        try await repository.prepareCatalogForBrowsing()
        let facets = try await repository.getFacets(ProductListingRequestMapping.filters(query))
        return ProductListingFacetsDomainModel(
            total: facets.total,
            filters: facets.facets.compactMap { facet in
                guard let kind = Self.kind(facet.kind) else { return nil }
                return ProductFilterDomainModel(
                    kind: kind,
                    values: facet.values.map { value in
                        ProductFilterValueDomainModel(
                            id: value.id, name: value.name, count: value.count, isSelected: value.isSelected,
                            priceRange: value.priceRange.map { range in
                                ProductPriceRangeDomainModel(
                                    minimum: range.lowerBound, maximum: range.upperBound == Int.max ? nil : range.upperBound,
                                    currencyCode: facets.currencyCode
                                )
                            }
                        )
                    })
            }
        )
    }

    static func kind(_ kind: ProductBrowseKind) -> ProductFilterKindDomainModel? {
        switch kind {
        case .brand: return .brand
        case .colour: return .colour
        case .size: return .size
        case .price: return .price
        case .category: return nil
        }
    }

    static func kind(_ kind: ProductFilterKindDomainModel) -> ProductBrowseKind {
        switch kind {
        case .brand: return .brand
        case .colour: return .colour
        case .size: return .size
        case .price: return .price
        }
    }
}
