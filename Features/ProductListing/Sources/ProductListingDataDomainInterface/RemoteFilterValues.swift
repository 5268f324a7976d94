import ProductListingData
import ProductListingDomain

/// A products server's facets (`ProductListing.filters`) in the app's terms. A value
/// goes by its slug: the slug is what the listing's `refine` sends for it.
enum RemoteFilterValues {
    /// The server's filter type for `kind`.
    static func type(_ kind: ProductFilterKindDomainModel) -> AlfieProductListingVariablesDataModel.FilterType {
        switch kind {
        case .brand: return .brand
        case .colour: return .colour
        case .size: return .size
        case .price: return .price
        }
    }

    /// The values of `kind` among `facets`, as the name matching reads them; `nil` when the server sent none of that filter.
    static func values(_ facets: [RemoteProductFilterDataModel], kind: ProductFilterKindDomainModel)
        -> [ProductBrowseValueDataModel]?
    {
        guard let filter = facets.first(where: { $0.name == type(kind) }), !filter.values.isEmpty else { return nil }
        return filter.values.map { value(id: $0.slug, name: $0.name, count: $0.count, kind: kind) }
    }

    /// The name of each value of `kind` by its slug.
    static func names(_ facets: [RemoteProductFilterDataModel], kind: ProductFilterKindDomainModel) -> [String: String] {
        let values = facets.first { $0.name == type(kind) }?.values ?? []
        return Dictionary(values.map { ($0.slug, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// A value the name matching can read: named `name`, chosen by `id`.
    static func value(id: String, name: String, count: Int, kind: ProductFilterKindDomainModel) -> ProductBrowseValueDataModel {
        ProductBrowseValueDataModel(
            kind: GetProductListingFacets.kind(kind), id: id, name: name, nameKey: ProductSearchKey.make(name), slug: id,
            parentId: nil,
            productCount: count
        )
    }

    /// The facets as the `filters` screen shows them: brand, colour, size, price.
    static func facets(_ facets: [RemoteProductFilterDataModel], total: Int) -> ProductListingFacetsDomainModel {
        ProductListingFacetsDomainModel(
            total: total,
            filters: ProductFilterKindDomainModel.allCases.compactMap { kind in
                facets.first { $0.name == type(kind) }.map { filter in
                    ProductFilterDomainModel(
                        kind: kind,
                        values: filter.values.map { value in
                            ProductFilterValueDomainModel(
                                id: value.slug, name: value.name, count: value.count, isSelected: value.selected)
                        })
                }
            }
        )
    }
}
