import ProductListingData
import ProductListingDomain

/// The categories of a products server, from its navigation menu (see
/// ``RemoteNavigationCategories``), offline first. The server gives no counts.
public struct GetRemoteProductCategories: GetProductCategoriesInterface {
    private let repository: RemoteProductBrowseRepository

    public init(repository: RemoteProductBrowseRepository) {
        self.repository = repository
    }

    public func getCategories() async throws -> [ProductCategoryDomainModel] {
        RemoteNavigationCategories.tree(try RemoteBrowseSyncMapping.value(try await repository.syncNavigation()))
    }
}
