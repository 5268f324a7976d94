/// A brand, category, colour or size of the catalog, with how many products have it.
public struct ProductBrowseValueDataModel: Equatable, Sendable {
    public let kind: ProductBrowseKind
    public let id: String
    public let name: String
    /// The name folded for matching (``ProductSearchKey``).
    public let nameKey: String
    public let slug: String
    /// For a category, the level above it; `nil` at the top.
    public let parentId: String?
    public let productCount: Int

    public init(
        kind: ProductBrowseKind, id: String, name: String, nameKey: String, slug: String, parentId: String?, productCount: Int
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.nameKey = nameKey
        self.slug = slug
        self.parentId = parentId
        self.productCount = productCount
    }
}
