/// A product as a products server sent it, in the catalog's own shape, with the
/// server's id for it (Alfie's `product(id:)` takes the id, not the style number).
public struct RemoteProductDataModel: Equatable, Sendable {
    public let id: String
    public let product: ProductCatalogLineDataModel

    public init(id: String, product: ProductCatalogLineDataModel) {
        self.id = id
        self.product = product
    }
}

/// One page of a listing as a products server sent it.
public struct RemoteProductListingPageDataModel: Equatable, Sendable {
    public let title: String
    public let products: [RemoteProductDataModel]
    /// Where the page the server sent starts: not always the offset asked for
    /// (Alfie's mock sends its first page for every offset).
    public let offset: Int
    public let limit: Int
    public let total: Int
    /// Products in the answer that could not be read and were left out.
    public let skippedProductCount: Int
    /// The listing's facets; `nil` when the server sent none (it lacks the `filters` extension).
    public let filters: [RemoteProductFilterDataModel]?
    /// Where the listing sits in the navigation, top first; empty when the server did not say.
    public let hierarchy: [RemoteProductHierarchyLevelDataModel]

    public init(
        title: String, products: [RemoteProductDataModel], offset: Int, limit: Int, total: Int, skippedProductCount: Int = 0,
        filters: [RemoteProductFilterDataModel]? = nil, hierarchy: [RemoteProductHierarchyLevelDataModel] = []
    ) {
        self.title = title
        self.products = products
        self.offset = offset
        self.limit = limit
        self.total = total
        self.skippedProductCount = skippedProductCount
        self.filters = filters
        self.hierarchy = hierarchy
    }
}
