/// One filter of a products server's listing (the project's `ProductListing.filters`
/// extension of Alfie's schema): its values, each with the count it would give and
/// whether the listing's `refine` selects it.
public struct RemoteProductFilterDataModel: Codable, Equatable, Sendable {
    /// One value: what it is called, what `refine` sends for it, how many products it gives.
    public struct Value: Codable, Equatable, Sendable {
        public let name: String
        public let slug: String
        public let count: Int
        public let selected: Bool

        public init(name: String, slug: String, count: Int, selected: Bool) {
            self.name = name
            self.slug = slug
            self.count = count
            self.selected = selected
        }
    }

    public let name: AlfieProductListingVariablesDataModel.FilterType
    public let values: [Value]

    public init(name: AlfieProductListingVariablesDataModel.FilterType, values: [Value]) {
        self.name = name
        self.values = values
    }
}

/// A level of a listing's place in the navigation (Alfie's `HierarchyItem`), top first.
public struct RemoteProductHierarchyLevelDataModel: Codable, Equatable, Sendable {
    public let categoryId: String
    public let name: String

    public init(categoryId: String, name: String) {
        self.categoryId = categoryId
        self.name = name
    }
}

extension AlfieProductListingVariablesDataModel.FilterType: Codable {}
