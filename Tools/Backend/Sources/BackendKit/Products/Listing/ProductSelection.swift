/// Which products a listing holds: its category (a department such as `women` holds
/// `women-dresses` and the rest), its search words, and its refines — values of one kind
/// are OR-ed, kinds are AND-ed (`ProductMatcher` applies it to the catalog's columns).
struct ProductSelection: Sendable, Equatable, Hashable {
    /// A kind of refine, as `ProductFilterType` names them.
    enum Dimension: Sendable, CaseIterable, Hashable {
        case brand, colour, size, price
    }

    var categoryId: String?
    /// An FTS5 MATCH expression (`SearchText.matchExpression`).
    var match: String?
    var brands: [String] = []
    var colours: [String] = []
    var sizes: [String] = []
    /// The lowest price a product is sold at, in minor units, must lie in it.
    var price: ClosedRange<Int>?

    /// The refine of `dimension` in force.
    func isRefined(_ dimension: Dimension) -> Bool {
        switch dimension {
        case .brand: return !brands.isEmpty
        case .colour: return !colours.isEmpty
        case .size: return !sizes.isEmpty
        case .price: return price != nil
        }
    }
}
