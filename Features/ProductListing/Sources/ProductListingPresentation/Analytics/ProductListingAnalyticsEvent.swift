import Analytics

/// What the shop's screens track, with Alfie's names: `add_to_bag`, `remove_from_bag`,
/// `add_to_wishlist`, `remove_from_wishlist` and `search` (and this app's own `share`), with `product_id` (the style
/// number), the `sku` of a bag line, and `search_term`.
public enum ProductListingAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case productsViewed
    case productDetailsViewed(styleNumber: String)
    case bagViewed
    case wishlistViewed
    case categoriesViewed
    case searched(term: String)
    case addedToBag(styleNumber: String, sku: String)
    case removedFromBag(styleNumber: String, sku: String)
    case addedToWishlist(styleNumber: String)
    case removedFromWishlist(styleNumber: String)
    case shared(styleNumber: String)

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .productsViewed: .screenView("products")
        case .productDetailsViewed(let styleNumber): .screenView("product_details", Self.product(styleNumber))
        case .bagViewed: .screenView("bag")
        case .wishlistViewed: .screenView("wishlist")
        case .categoriesViewed: .screenView("categories")
        case .searched(let term): .action("search", AnalyticsProperty("search_term", term))
        case .addedToBag(let styleNumber, let sku): .action("add_to_bag", Self.product(styleNumber), Self.sku(sku))
        case .removedFromBag(let styleNumber, let sku): .action("remove_from_bag", Self.product(styleNumber), Self.sku(sku))
        case .addedToWishlist(let styleNumber): .action("add_to_wishlist", Self.product(styleNumber))
        case .removedFromWishlist(let styleNumber): .action("remove_from_wishlist", Self.product(styleNumber))
        case .shared(let styleNumber): .action("share", Self.product(styleNumber))
        }
    }

    private static func product(_ styleNumber: String) -> AnalyticsProperty {
        AnalyticsProperty("product_id", styleNumber)
    }

    private static func sku(_ sku: String) -> AnalyticsProperty {
        AnalyticsProperty("sku", sku)
    }
}
