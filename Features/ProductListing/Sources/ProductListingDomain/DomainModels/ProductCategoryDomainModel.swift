/// A node of the catalog's navigation tree (Alfie's `navigation` items): a
/// category or a level above categories, with what is under it.
public struct ProductCategoryDomainModel: Equatable, Sendable {
    /// What a listing of this node asks for (``ProductListingQueryDomainModel/categoryId``).
    public let id: String
    public let name: String
    /// The names from the top of the tree down to this node.
    public let path: [String]
    /// `nil` when the source does not say (a products server's navigation has no counts).
    public let productCount: Int?
    public let children: [ProductCategoryDomainModel]

    public init(id: String, name: String, path: [String], productCount: Int?, children: [ProductCategoryDomainModel]) {
        self.id = id
        self.name = name
        self.path = path
        self.productCount = productCount
        self.children = children
    }
}

/// A brand and how many products it has.
public struct ProductBrandDomainModel: Equatable, Sendable {
    /// What the listing's brand filter holds for it.
    public let id: String
    public let name: String
    /// `nil` when the source does not say (Alfie's `brands` has no counts).
    public let productCount: Int?

    public init(id: String, name: String, productCount: Int?) {
        self.id = id
        self.name = name
        self.productCount = productCount
    }
}
