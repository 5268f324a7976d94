/// The filters of a listing with, for each value, how many products it would
/// list under the other filters (disjunctive facets), and which are selected.
public struct ProductFacetsDataModel: Equatable, Sendable {
    /// How many products the listing holds under every filter.
    public let total: Int
    /// The currency of the catalog's prices, for the price bands.
    public let currencyCode: String
    /// Brand, colour, size and price, in that order.
    public let facets: [ProductFacetDataModel]

    public init(total: Int, currencyCode: String, facets: [ProductFacetDataModel]) {
        self.total = total
        self.currencyCode = currencyCode
        self.facets = facets
    }
}

/// One filter and its values.
public struct ProductFacetDataModel: Equatable, Sendable {
    public let kind: ProductBrowseKind
    public let values: [ProductFacetValueDataModel]

    public init(kind: ProductBrowseKind, values: [ProductFacetValueDataModel]) {
        self.kind = kind
        self.values = values
    }
}

/// One value of a filter: its id, name, count under the other filters, whether it is selected.
public struct ProductFacetValueDataModel: Equatable, Sendable {
    public let id: String
    public let name: String
    public let count: Int
    public let isSelected: Bool
    /// The minor units a price band covers (inclusive); `nil` for other filters.
    public let priceRange: ClosedRange<Int>?

    public init(id: String, name: String, count: Int, isSelected: Bool, priceRange: ClosedRange<Int>? = nil) {
        self.id = id
        self.name = name
        self.count = count
        self.isSelected = isSelected
        self.priceRange = priceRange
    }
}
