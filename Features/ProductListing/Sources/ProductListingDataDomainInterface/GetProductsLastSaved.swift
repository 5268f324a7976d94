import Foundation
import ProductListingData
import ProductListingDomain

/// When what the products server sent was last saved; nil with no server.
public struct GetProductsLastSaved: GetProductsLastSavedInterface {
    private let repository: RemoteProductCatalogRepository?

    public init(repository: RemoteProductCatalogRepository?) {
        self.repository = repository
    }

    public func getProductsLastSaved() async -> Date? {
        await repository?.lastSavedAt()
    }
}
