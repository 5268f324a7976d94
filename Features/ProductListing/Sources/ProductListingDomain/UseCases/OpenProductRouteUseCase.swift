/// The person follows a route or a shared link to a product (`products/{styleNumber}?colour=…`):
/// the product, in the colour asked for when it comes in it.
public struct OpenProductRouteUseCase: Sendable {
    private let getProduct: any GetProductDetailsInterface

    public init(getProduct: any GetProductDetailsInterface) {
        self.getProduct = getProduct
    }

    /// Throws `ProductListingError.productNotFound` for a product the shop does not have. A
    /// colour the product does not come in (case ignored) is left out: it opens in its first colour.
    public func execute(styleNumber: String, colourId: String?) async throws -> ProductRouteDomainModel {
        let product = try await getProduct.getProduct(styleNumber: styleNumber)
        let colour = product.colours.first { $0.id.lowercased() == colourId?.lowercased() }
        return ProductRouteDomainModel(styleNumber: product.styleNumber, colourId: colour?.id)
    }
}
