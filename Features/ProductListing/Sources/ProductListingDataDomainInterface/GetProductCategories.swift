import ProductListingData
import ProductListingDomain

/// The navigation tree of the saved catalog: its top levels A to Z, each with its categories.
public struct GetProductCategories: GetProductCategoriesInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getCategories() async throws -> [ProductCategoryDomainModel] {
        try await repository.prepareCatalogForBrowsing()
        return ProductCategoryTree.roots(try await repository.getBrowseValues(.category))
    }
}
