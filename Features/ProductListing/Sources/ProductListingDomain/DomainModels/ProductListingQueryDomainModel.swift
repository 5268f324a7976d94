/// The orders a listing can take.
public enum ProductListingSortDomainModel: String, CaseIterable, Equatable, Sendable {
    case newest
    case priceAscending = "price-asc"
    case priceDescending = "price-desc"
    case nameAscending = "name-asc"
    case nameDescending = "name-desc"
}

/// What the person asked the listing for: which page, in which order.
public struct ProductListingQueryDomainModel: Equatable, Sendable {
    /// The page size of the listing, as in Alfie.
    public static let defaultLimit = 20

    public var offset: Int
    public var limit: Int
    public var sort: ProductListingSortDomainModel

    public init(offset: Int = 0, limit: Int = ProductListingQueryDomainModel.defaultLimit, sort: ProductListingSortDomainModel = .newest) {
        self.offset = offset
        self.limit = limit
        self.sort = sort
    }
}

/// One page of the listing.
public struct ProductListingPageDomainModel: Equatable, Sendable {
    public let products: [ProductSummaryDomainModel]
    public let pagination: PaginationDomainModel
    public let query: ProductListingQueryDomainModel
    /// From a products server: whether this is what it has now or a saved copy.
    public var freshness: ProductListingFreshnessDomainModel = .current

    public init(products: [ProductSummaryDomainModel], pagination: PaginationDomainModel, query: ProductListingQueryDomainModel) {
        self.products = products
        self.pagination = pagination
        self.query = query
    }
}
