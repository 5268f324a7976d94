/// Gives pages of the product listing, making the catalog ready first when it is not.
public protocol GetProductListingPageInterface: Sendable {
    /// Throws `ProductListingError.catalogUnavailable` when the catalog cannot be made ready.
    func getPage(
        _ query: ProductListingQueryDomainModel, onImportProgress: @escaping @Sendable (Int) -> Void
    ) async throws -> ProductListingPageDomainModel
}
