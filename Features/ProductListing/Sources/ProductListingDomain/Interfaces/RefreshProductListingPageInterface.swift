/// Gives a page of the listing again from its source, not from what is saved.
public protocol RefreshProductListingPageInterface: Sendable {
    /// The page `query` asks for, asked of the source again. When the source gives
    /// nothing usable the saved copy comes back, its `freshness` saying why.
    func refreshPage(_ query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel
}
