import ProductListingData
import ProductListingDomain

/// A product's details from a products server: the product is fetched again when
/// its saved copy is missing or old, then read as any saved product is (by
/// `details`). When the server fails, an older saved copy is shown as it is.
public struct GetRemoteProductDetails: GetProductDetailsInterface {
    private let repository: RemoteProductCatalogRepository
    private let details: any GetProductDetailsInterface

    public init(repository: RemoteProductCatalogRepository, details: any GetProductDetailsInterface) {
        self.repository = repository
        self.details = details
    }

    public func getProduct(styleNumber: String) async throws -> ProductDetailsDomainModel {
        switch try await repository.syncProduct(styleNumber: styleNumber) {
        case .unavailable(.cancelled, _):
            throw CancellationError()
        case .unavailable(let error, isSaved: false):
            throw ProductsServerError.unavailable(ProductsServerProblemDomainModel(error))
        case .ready, .notOnServer, .unavailable(_, isSaved: true):
            return try await details.getProduct(styleNumber: styleNumber)
        }
    }
}
