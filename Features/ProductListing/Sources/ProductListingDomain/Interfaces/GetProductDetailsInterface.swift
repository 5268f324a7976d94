/// Gives one product's details.
public protocol GetProductDetailsInterface: Sendable {
    /// Throws `ProductListingError.productNotFound` when no product has `styleNumber`.
    func getProduct(styleNumber: String) async throws -> ProductDetailsDomainModel
}
