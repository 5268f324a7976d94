/// Alfie's listing, navigation and suggestion types, as the resolvers hand them out.
struct AlfiePagination: Sendable {
    let offset: Int
    let limit: Int
    let total: Int
    let pages: Int
    let page: Int
    let nextPage: Int?
    let previousPage: Int?

    /// The pagination of the page at `offset` of `limit` among `total`: `pages` is
    /// ceil(total / limit), `page` counts from 1, `nextPage` and `previousPage` are offsets.
    init(offset: Int, limit: Int, total: Int) {
        self.offset = offset
        self.limit = limit
        self.total = total
        pages = (total + limit - 1) / limit
        page = offset / limit + 1
        nextPage = offset + limit < total ? offset + limit : nil
        previousPage = offset > 0 ? max(offset - limit, 0) : nil
    }
}

/// A category and the one above it (a class: it holds its own kind).
final class AlfieHierarchyItem: Sendable {
    let categoryId: AlfieID
    let name: String
    let slug: String
    let parent: AlfieHierarchyItem?

    init(categoryId: AlfieID, name: String, slug: String, parent: AlfieHierarchyItem?) {
        self.categoryId = categoryId
        self.name = name
        self.slug = slug
        self.parent = parent
    }
}

enum AlfieProductFilterType: String, Codable, Sendable, CaseIterable {
    case brand = "BRAND"
    case colour = "COLOUR"
    case price = "PRICE"
    case size = "SIZE"
}

enum AlfieProductListingSort: String, Codable, Sendable {
    case lowToHigh = "LOW_TO_HIGH"
    case highToLow = "HIGH_TO_LOW"
    case aToZ = "A_Z"
    case zToA = "Z_A"
}

struct AlfieProductFilter: Sendable {
    let name: AlfieProductFilterType
    let values: [AlfieProductFilterValue?]
}

struct AlfieProductFilterValue: Sendable {
    let name: String
    let slug: String
    let count: Int
    let selected: Bool
}

enum AlfieNavMenuItemType: String, Codable, Sendable {
    case account = "ACCOUNT"
    case home = "HOME"
    case listing = "LISTING"
    case product = "PRODUCT"
    case search = "SEARCH"
    case page = "PAGE"
    case externalHTTP = "EXTERNAL_HTTP"
    case wishlist = "WISHLIST"
}

struct AlfieNavMenuItem: Sendable {
    let title: String
    let type: AlfieNavMenuItemType
    let url: String?
    let media: (any AlfieMedia)?
    let items: [AlfieNavMenuItem]?
    let attributes: [AlfieKeyValuePair?]?
}

struct AlfieSuggestion: Sendable {
    let keywords: [AlfieSuggestionKeyword]
    let products: [AlfieSuggestionProduct]
    let brands: [AlfieSuggestionBrand]
}

struct AlfieSuggestionKeyword: Sendable {
    let value: String
    let results: Int
}

struct AlfieSuggestionProduct: Sendable {
    let id: AlfieID
    let name: String
    let brandName: String
    let media: [any AlfieMedia]
    let price: AlfiePrice
    let slug: String
}

struct AlfieSuggestionBrand: Sendable {
    let value: String
    let results: Int
    let slug: String
}
