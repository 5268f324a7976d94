import Localization

/// " · 143 products" after a brand's or category's name; nothing when the count is
/// not known (a products server's brands have none), never a 0 that is not true.
enum ProductCountText {
    static func suffix(_ count: Int?, _ strings: Localizer<ProductListingStringKey>) -> String {
        count.map { " · " + strings.plural(.listProductCount, count: $0) } ?? ""
    }
}
