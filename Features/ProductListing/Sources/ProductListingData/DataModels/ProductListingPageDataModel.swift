/// Which products a listing page asks for: where to start, how many, in which order, narrowed how.
public struct ProductListingPageRequest: Equatable, Sendable {
    public enum Sort: String, Equatable, Sendable, CaseIterable {
        case newest, priceAscending, priceDescending, nameAscending, nameDescending
        /// Products whose name or brand holds every searched word first, then the others; newest first within each.
        /// Newest when nothing is searched.
        case relevance
    }

    public var offset: Int
    public var limit: Int
    public var sort: Sort
    public var filters: ProductListingFiltersDataModel

    public init(
        offset: Int, limit: Int, sort: Sort = .newest, filters: ProductListingFiltersDataModel = ProductListingFiltersDataModel()
    ) {
        self.offset = offset
        self.limit = limit
        self.sort = sort
        self.filters = filters
    }
}

/// What narrows a listing: values of one filter are OR-ed, filters AND-ed (as Alfie's `refine`),
/// within a category (a node of the navigation tree) and a search when given.
public struct ProductListingFiltersDataModel: Equatable, Sendable {
    /// A category id or the id of a level above categories (`women`); `nil` for the whole catalog.
    public var categoryId: String?
    public var brandIds: [String] = []
    public var colourIds: [String] = []
    public var sizes: [String] = []
    /// The lowest price, in minor units, between these bounds (inclusive).
    public var priceRange: ClosedRange<Int>?
    /// Words every product must match (full-text, accents ignored).
    public var searchText: String = ""

    public init() {}
}

/// One page of the listing and how many products match in all.
public struct ProductListingPageDataModel: Equatable, Sendable {
    public let products: [ProductSummaryDataModel]
    public let total: Int
    /// The names of the brands, colours and sizes the filters select, by id, read with the
    /// page (an id the catalog does not have is left out).
    public let selectedNames: [ProductBrowseKind: [String: String]]

    public init(products: [ProductSummaryDataModel], total: Int, selectedNames: [ProductBrowseKind: [String: String]] = [:]) {
        self.products = products
        self.total = total
        self.selectedNames = selectedNames
    }
}
