import ProductListingData
import ProductListingDomain

extension ProductCatalogRepository {
    /// Makes the catalog ready (imported, browse index built), in the feature's own
    /// words when it cannot be: `ProductListingError.catalogUnavailable`.
    func prepareCatalogForBrowsing(progress: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        do {
            try await prepareCatalog(progress: progress)
        } catch is ProductCatalogImportError {
            throw ProductListingError.catalogUnavailable
        }
    }
}
