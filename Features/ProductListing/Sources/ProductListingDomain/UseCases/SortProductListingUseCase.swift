/// The person changes the listing's order: they see its first page in the new order.
/// Relevance is an order of search results only.
public struct SortProductListingUseCase: Sendable {
    private let getPage: any GetProductListingPageInterface

    public init(getPage: any GetProductListingPageInterface) {
        self.getPage = getPage
    }

    /// Throws `ProductListingError.relevanceNeedsSearch` for relevance when not searching.
    public func execute(sort: ProductListingSortDomainModel, in query: ProductListingQueryDomainModel) async throws
        -> ProductListingPageDomainModel
    {
        guard sort != .relevance || query.isSearching else { throw ProductListingError.relevanceNeedsSearch }
        var sorted = query
        sorted.sort = sort
        sorted.offset = 0
        return try await getPage.getPage(sorted, onImportProgress: { _ in })
    }
}
