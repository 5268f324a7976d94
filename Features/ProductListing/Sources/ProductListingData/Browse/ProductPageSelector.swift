import GRDB

/// Picks the product ids of one listing page and the listing's total, in the
/// request's sort, from the sets of a ``ProductSelection``.
enum ProductPageSelector {
    static func page(_ request: ProductListingPageRequest, in selection: ProductSelection, _ db: Database) throws -> (
        ids: [Int], total: Int
    ) {
        let (sortName, descending) = Self.order(request.sort)
        let order = try selection.index.order(sortName, db)
        let offset = max(request.offset, 0)
        let limit = max(request.limit, 0)
        guard let matching = selection.matching() else {
            return (
                try ProductPageWalk.ids(order, descending: descending, offset: offset, limit: limit), selection.index.productCount
            )
        }
        var segments = [matching]
        if request.sort == .relevance, let search = selection.search, let inTitle = search.inTitle {
            var rest = matching
            rest.subtract(inTitle)
            segments = [matching.intersection(inTitle), rest]
        }
        let ids = try ProductPageWalk.ids(
            order, descending: descending, segments: segments, offset: offset, limit: limit,
            within: sortName == "price" ? selection.pricePositions : nil,
            chunks: { try selection.store.orderChunks(sortName, of: selection.index, db) }
        )
        return (ids, matching.count)
    }

    /// The saved order a sort reads, and whether it reads it backwards.
    private static func order(_ sort: ProductListingPageRequest.Sort) -> (String, Bool) {
        switch sort {
        case .newest, .relevance: return ("newest", false)
        case .priceAscending: return ("price", false)
        case .priceDescending: return ("price", true)
        case .nameAscending: return ("name", false)
        case .nameDescending: return ("name", true)
        }
    }
}
