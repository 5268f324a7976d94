/// A brand as Alfie's `brands` query lists it.
public struct ProductBrandDataModel: Codable, Equatable, Sendable {
    public let id: String
    public let name: String
    public let slug: String

    public init(id: String, name: String, slug: String) {
        self.id = id
        self.name = name
        self.slug = slug
    }
}

/// An entry of Alfie's `navigation` menu and the entries under it.
public struct ProductNavigationItemDataModel: Codable, Equatable, Sendable {
    public let title: String
    /// `LISTING`, `PAGE`, `EXTERNAL_HTTP` …; `nil` when the server did not say.
    public let type: String?
    /// A `LISTING` entry's URL carries the category id.
    public let url: String?
    public let items: [ProductNavigationItemDataModel]

    public init(title: String, type: String?, url: String?, items: [ProductNavigationItemDataModel]) {
        self.title = title
        self.type = type
        self.url = url
        self.items = items
    }
}

/// What Alfie's `suggestion` query offers for a few typed letters.
public struct ProductSuggestionDataModel: Codable, Equatable, Sendable {
    /// A search term or a brand, and how many products it finds.
    public struct Term: Codable, Equatable, Sendable {
        public let value: String
        public let results: Int

        public init(value: String, results: Int) {
            self.value = value
            self.results = results
        }
    }

    /// A product to open straight away.
    public struct Product: Codable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let brandName: String
        /// In minor units; `nil` when the server sent no price.
        public let price: Int?
        public let wasPrice: Int?
        public let currencyCode: String?

        public init(id: String, name: String, brandName: String, price: Int?, wasPrice: Int?, currencyCode: String?) {
            self.id = id
            self.name = name
            self.brandName = brandName
            self.price = price
            self.wasPrice = wasPrice
            self.currencyCode = currencyCode
        }
    }

    public let keywords: [Term]
    public let brands: [Term]
    public let products: [Product]

    public init(keywords: [Term], brands: [Term], products: [Product]) {
        self.keywords = keywords
        self.brands = brands
        self.products = products
    }
}
