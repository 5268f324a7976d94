import ProductListingData
import ProductListingDomain

/// A product from the catalog for the bag and the wishlist, the catalog made
/// ready first, in the feature's errors.
struct CatalogProductLookup: Sendable {
    let repository: ProductCatalogRepository

    /// Throws `ProductListingError.productNotFound` or `.catalogUnavailable`.
    func product(styleNumber: String) async throws -> ProductDetailsDataModel {
        try await prepareCatalog()
        guard let product = try await repository.getProduct(styleNumber: styleNumber) else {
            throw ProductListingError.productNotFound(styleNumber: styleNumber)
        }
        return product
    }

    /// Makes the catalog ready (imported once); throws `ProductListingError.catalogUnavailable`.
    func prepareCatalog() async throws {
        do {
            try await repository.prepareCatalog()
        } catch is ProductCatalogImportError {
            throw ProductListingError.catalogUnavailable
        }
    }
}
