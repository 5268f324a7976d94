import ProductListingData
import ProductListingDomain

/// The brands of the saved catalog, A to Z with accents ignored ("Åsa Berg" among the As).
public struct GetProductBrands: GetProductBrandsInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getBrands() async throws -> [ProductBrandDomainModel] {
        try await repository.prepareCatalogForBrowsing()
        return try await repository.getBrowseValues(.brand).map(Self.brand)
    }

    static func brand(_ value: ProductBrowseValueDataModel) -> ProductBrandDomainModel {
        ProductBrandDomainModel(id: value.id, name: value.name, productCount: value.productCount)
    }
}
