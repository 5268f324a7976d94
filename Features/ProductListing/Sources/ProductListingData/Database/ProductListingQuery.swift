import GRDB

/// The SQL of a listing request: its WHERE clause (filters and full-text
/// search) and its ORDER BY (the sort, ties broken by style number), each
/// served by an index of `ProductListingDatabaseMigrations`.
struct ProductListingQuery {
    let whereClause: String
    let arguments: StatementArguments
    let orderClause: String

    init(request: ProductListingPageRequest) {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        let filters = request.filters
        if !filters.brandIds.isEmpty {
            conditions.append("p.brand_id IN (\(Self.placeholders(filters.brandIds.count)))")
            arguments += filters.brandIds
        }
        if !filters.colourIds.isEmpty {
            conditions.append("""
                EXISTS (SELECT 1 FROM product_variant v WHERE v.style_number = p.style_number \
                AND v.colour_id IN (\(Self.placeholders(filters.colourIds.count))))
                """)
            arguments += filters.colourIds
        }
        if !filters.sizes.isEmpty {
            conditions.append("""
                EXISTS (SELECT 1 FROM product_variant v WHERE v.style_number = p.style_number \
                AND v.size IN (\(Self.placeholders(filters.sizes.count))))
                """)
            arguments += filters.sizes
        }
        if let range = filters.priceRange {
            conditions.append("p.low_price BETWEEN ? AND ?")
            arguments += [range.lowerBound, range.upperBound]
        }
        if let match = FullTextQuery.match(filters.searchText) {
            conditions.append("p.style_number IN (SELECT style_number FROM product_search WHERE product_search MATCH ?)")
            arguments.append(match)
        }
        whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        self.arguments = StatementArguments(arguments)
        switch request.sort {
        case .newest: orderClause = "p.release_date DESC, p.style_number"
        case .priceAscending: orderClause = "p.low_price, p.style_number"
        case .priceDescending: orderClause = "p.low_price DESC, p.style_number DESC"
        case .nameAscending: orderClause = "p.name_key, p.style_number"
        case .nameDescending: orderClause = "p.name_key DESC, p.style_number DESC"
        }
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

/// Turns what a person typed into an FTS5 query: each word a quoted prefix, all required.
enum FullTextQuery {
    static func match(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "\"" }).map { "\"\($0)\"*" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
