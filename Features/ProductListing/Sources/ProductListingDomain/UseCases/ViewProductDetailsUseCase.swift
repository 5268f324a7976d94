/// The person opens a product.
public struct ViewProductDetailsUseCase: Sendable {
    private let getProduct: any GetProductDetailsInterface

    public init(getProduct: any GetProductDetailsInterface) {
        self.getProduct = getProduct
    }

    public func execute(styleNumber: String) async throws -> ProductDetailsDomainModel {
        try await getProduct.getProduct(styleNumber: styleNumber)
    }
}
