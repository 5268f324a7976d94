import FeatureKit

/// The patterns the app's features register (their `routes`), read here as the features
/// read them, so typed routes are matched against what `goto` really meets.
enum AppRoutes {
    static let all = [
        "contacts", "contacts/{id}", "languages", "languages/app-languages", "languages/downloads",
        "tools", "tools/{abbreviation}", "tools/{abbreviation}/read?page&language&parallel", "favorites", "lessons",
        "lessons/{abbreviation}", "favorites/all", "menu", "menu/about",
        "products?brand&colour&size&sort&search", "products/categories", "products/brands",
        "products/{styleNumber}?colour", "bag", "wishlist",
    ].map(FeatureRoute.init)
}
