/// Where a page sits in a listing, as Alfie's `Pagination`: offsets, not page
/// numbers, travel between pages.
public struct PaginationDomainModel: Equatable, Sendable {
    /// The first product's position, from 0.
    public let offset: Int
    /// How many products a page holds.
    public let limit: Int
    /// How many products match in all.
    public let total: Int
    /// How many pages there are at this limit: `ceil(total / limit)`.
    public let pages: Int
    /// This page's number, from 1.
    public let page: Int
    /// The offset of the next page; `nil` on the last.
    public let nextPage: Int?
    /// The offset of the previous page; `nil` on the first.
    public let previousPage: Int?

    /// The pagination of the page at `offset`, `limit` products long, of `total`.
    public init(offset: Int, limit: Int, total: Int) {
        let limit = max(limit, 1)
        let offset = max(offset, 0)
        self.offset = offset
        self.limit = limit
        self.total = total
        pages = (total + limit - 1) / limit
        page = offset / limit + 1
        nextPage = offset + limit < total ? offset + limit : nil
        previousPage = offset > 0 ? max(offset - limit, 0) : nil
    }

    /// The offset where page `number` (from 1) starts.
    public static func offset(ofPage number: Int, limit: Int) -> Int {
        max(number - 1, 0) * max(limit, 1)
    }
}
