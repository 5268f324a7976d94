/// What a browse value describes: the navigation (categories) and the four
/// filters of Alfie's `ProductFilterType` (brand, colour, size, price).
public enum ProductBrowseKind: String, Sendable, CaseIterable {
    case category
    case brand
    case colour
    case size
    case price

    /// The kinds a listing can be filtered by, in the order facets are shown.
    public static let filters: [ProductBrowseKind] = [.brand, .colour, .size, .price]
}
