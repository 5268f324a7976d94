import Foundation

/// A page of a products server's listing as saved on this device: its rows in the
/// server's order, where the server said the page sits, and when it was fetched.
public struct SavedProductListingPageDataModel: Equatable, Sendable {
    public let title: String
    public let products: [ProductSummaryDataModel]
    /// Where the page the server sent starts (not always where it was asked to).
    public let offset: Int
    public let limit: Int
    public let total: Int
    public let fetchedAt: Date
    /// The listing's facets as the server sent them with the page; `nil` when it sent none.
    public let filters: [RemoteProductFilterDataModel]?
    /// Where the listing sits in the navigation, top first.
    public let hierarchy: [RemoteProductHierarchyLevelDataModel]

    public init(
        title: String, products: [ProductSummaryDataModel], offset: Int, limit: Int, total: Int, fetchedAt: Date,
        filters: [RemoteProductFilterDataModel]? = nil, hierarchy: [RemoteProductHierarchyLevelDataModel] = []
    ) {
        self.title = title
        self.products = products
        self.offset = offset
        self.limit = limit
        self.total = total
        self.fetchedAt = fetchedAt
        self.filters = filters
        self.hierarchy = hierarchy
    }
}

/// What happened when a page of a products server's listing was asked for.
public enum ProductListingPageSyncDataModel: Equatable, Sendable {
    /// Fetched from the server just now (and saved).
    case fetched(SavedProductListingPageDataModel)
    /// The saved copy was recent enough; the server was not asked.
    case saved(SavedProductListingPageDataModel)
    /// The server gave nothing usable; `saved` is the copy kept from before, if any.
    case unavailable(ProductsSourceError, saved: SavedProductListingPageDataModel?)
}

/// What happened when a product was made ready to show from a products server.
public enum ProductSyncDataModel: Equatable, Sendable {
    /// Fetched just now, or saved recently enough.
    case ready
    /// The server has no such product (any saved copy is removed).
    case notOnServer
    /// The server gave nothing usable; `isSaved` says whether an older copy is kept.
    case unavailable(ProductsSourceError, isSaved: Bool)
}
