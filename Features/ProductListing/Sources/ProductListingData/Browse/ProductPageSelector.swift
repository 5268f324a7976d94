import GRDB

/// Picks the product ids of one listing page and the listing's total, in the
/// request's sort, from the sets of a ``ProductSelection``.
struct ProductPageSelector {
    let store: ProductBrowseIndexStore

    func page(_ request: ProductListingPageRequest, in selection: ProductSelection, _ db: Database) throws -> (ids: [Int], total: Int) {
        let (sortName, descending) = Self.order(request.sort)
        let order = try store.order(sortName, of: selection.index, db).ids
        let offset = max(request.offset, 0)
        let limit = max(request.limit, 0)
        guard let matching = selection.matching() else {
            return (ProductPageWalk.ids(order, descending: descending, offset: offset, limit: limit), selection.index.all.count)
        }
        var segments = [matching]
        if request.sort == .relevance, let search = selection.search {
            var rest = matching
            rest.subtract(search.inTitle)
            segments = [matching.intersection(search.inTitle), rest]
        }
        let ids = ProductPageWalk.ids(order, descending: descending, segments: segments, offset: offset, limit: limit)
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
