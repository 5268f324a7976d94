import ProductListingDomain

/// The catalog on this device is its own source: refreshing a page reads it again.
extension GetProductListingPage: RefreshProductListingPageInterface {
    public func refreshPage(_ query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        try await getPage(query, onImportProgress: { _ in })
    }
}
