import GRDB

/// Which products a listing holds: its category (a department such as `women` holds
/// `women-dresses` and the rest), its search words, and its refines — values of one kind
/// are OR-ed, kinds are AND-ed. Written as SQL over `product p`.
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

    /// The `WHERE` conditions on `p` (without the word), leaving out the refine of
    /// `excluded`: a facet's counts are taken under every other filter. Empty for every product.
    func conditions(excluding excluded: Dimension? = nil) -> (sql: String, arguments: StatementArguments) {
        var parts: [String] = []
        var arguments = StatementArguments()
        if let categoryId {
            parts.append("(p.category_id = ? OR (p.category_id >= ? AND p.category_id < ?))")
            arguments += [categoryId, categoryId + "-", categoryId + "."]
        }
        if let match {
            parts.append("p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)")
            arguments += [match]
        }
        for (dimension, kind, values) in [
            (Dimension.brand, ProductCatalogSchema.FacetKind.brand, brands), (.colour, .colour, colours), (.size, .size, sizes),
        ] where dimension != excluded && !values.isEmpty {
            let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
            parts.append("p.id IN (SELECT product_id FROM product_facet WHERE kind = ? AND value IN (\(marks)))")
            arguments += [kind.rawValue]
            arguments += StatementArguments(values)
        }
        if excluded != .price, let price {
            parts.append("p.price BETWEEN ? AND ?")
            arguments += [price.lowerBound, price.upperBound]
        }
        return (parts.joined(separator: " AND "), arguments)
    }

    /// `WHERE …` for `conditions`, or nothing.
    func whereClause(excluding excluded: Dimension? = nil) -> (sql: String, arguments: StatementArguments) {
        let conditions = conditions(excluding: excluded)
        return (conditions.sql.isEmpty ? "" : "WHERE " + conditions.sql, conditions.arguments)
    }
}
