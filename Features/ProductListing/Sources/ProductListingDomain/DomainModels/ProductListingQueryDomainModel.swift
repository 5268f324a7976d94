import Foundation

/// The orders a listing can take. Against Alfie's `ProductListingSort`: newest and
/// relevance send no sort (the server's default order), the others
/// `LOW_TO_HIGH`, `HIGH_TO_LOW`, `A_Z`, `Z_A`.
public enum ProductListingSortDomainModel: String, CaseIterable, Equatable, Sendable {
    case newest
    case priceAscending = "price-asc"
    case priceDescending = "price-desc"
    case nameAscending = "name-asc"
    case nameDescending = "name-desc"
    /// Best matches first; only while searching (the order a search starts in).
    case relevance
}

/// What the person asked the listing for: which page, in which order, in which
/// category, searching for what, narrowed by which filters. A plain value: a
/// remote source maps it onto Alfie's `productListing(offset, limit, categoryId,
/// query, refine, sort)` arguments field by field.
public struct ProductListingQueryDomainModel: Equatable, Sendable {
    /// The page size of the listing, as in Alfie.
    public static let defaultLimit = 20

    public var offset: Int
    public var limit: Int
    public var sort: ProductListingSortDomainModel
    /// The navigation node listed (Alfie's `categoryId`): a category or a level above
    /// categories; `nil` lists every product.
    public var categoryId: String?
    /// What the person searched for (Alfie's `query`); empty when not searching.
    public var searchText: String
    /// What narrows the listing (Alfie's `refine`).
    public var filters: ProductListingFiltersDomainModel

    public init(
        offset: Int = 0, limit: Int = ProductListingQueryDomainModel.defaultLimit, sort: ProductListingSortDomainModel = .newest,
        categoryId: String? = nil, searchText: String = "",
        filters: ProductListingFiltersDomainModel = ProductListingFiltersDomainModel()
    ) {
        self.offset = offset
        self.limit = limit
        self.sort = sort
        self.categoryId = categoryId
        self.searchText = searchText
        self.filters = filters
    }

    /// Whether the listing is searching.
    public var isSearching: Bool {
        !searchText.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

/// One page of the listing.
public struct ProductListingPageDomainModel: Equatable, Sendable {
    public let products: [ProductSummaryDomainModel]
    public let pagination: PaginationDomainModel
    public let query: ProductListingQueryDomainModel
    /// From a products server: whether this is what it has now or a saved copy.
    public var freshness: ProductListingFreshnessDomainModel = .current
    /// The names of the listed category and the levels above it, top first (Alfie's
    /// `hierarchy`); empty when the listing is not in a category.
    public let hierarchy: [String]
    /// The names of the values the query's brand, colour and size filters select, in its order.
    public let selectedFilterNames: [ProductFilterKindDomainModel: [String]]

    public init(
        products: [ProductSummaryDomainModel], pagination: PaginationDomainModel, query: ProductListingQueryDomainModel,
        hierarchy: [String] = [], selectedFilterNames: [ProductFilterKindDomainModel: [String]] = [:]
    ) {
        self.products = products
        self.pagination = pagination
        self.query = query
        self.hierarchy = hierarchy
        self.selectedFilterNames = selectedFilterNames
    }
}
