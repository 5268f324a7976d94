/// The filters of a listing, as Alfie's `ProductListing.filters`: each value
/// with how many products it would list under the other filters (disjunctive
/// facets) and whether it is selected.
public struct ProductListingFacetsDomainModel: Equatable, Sendable {
    /// How many products the listing holds now.
    public let total: Int
    /// Brand, colour, size and price, in that order.
    public let filters: [ProductFilterDomainModel]

    public init(total: Int, filters: [ProductFilterDomainModel]) {
        self.total = total
        self.filters = filters
    }

    public func filter(_ kind: ProductFilterKindDomainModel) -> ProductFilterDomainModel? {
        filters.first { $0.kind == kind }
    }
}

/// One filter and its values (Alfie's `ProductFilter`).
public struct ProductFilterDomainModel: Equatable, Sendable {
    public let kind: ProductFilterKindDomainModel
    public let values: [ProductFilterValueDomainModel]

    public init(kind: ProductFilterKindDomainModel, values: [ProductFilterValueDomainModel]) {
        self.kind = kind
        self.values = values
    }
}

/// One value of a filter (Alfie's `ProductFilterValue`: name, slug, count, selected).
public struct ProductFilterValueDomainModel: Equatable, Sendable {
    /// What the listing query holds when this value is chosen.
    public let id: String
    public let name: String
    public let count: Int
    public let isSelected: Bool
    /// For a price band, the prices it covers.
    public let priceRange: ProductPriceRangeDomainModel?

    public init(id: String, name: String, count: Int, isSelected: Bool, priceRange: ProductPriceRangeDomainModel? = nil) {
        self.id = id
        self.name = name
        self.count = count
        self.isSelected = isSelected
        self.priceRange = priceRange
    }
}
