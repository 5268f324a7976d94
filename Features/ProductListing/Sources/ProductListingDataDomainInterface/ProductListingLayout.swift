import ProductListingData
import ProductListingDomain

/// The listing's layout as saved; a list until the person picks one.
public struct ProductListingLayout: ProductListingLayoutInterface {
    private let repository: ProductListingPreferencesRepository

    public init(repository: ProductListingPreferencesRepository) {
        self.repository = repository
    }

    public func getLayout() async throws -> ProductListingLayoutDomainModel {
        try await repository.getLayout().flatMap(ProductListingLayoutDomainModel.init(rawValue:)) ?? .list
    }

    public func setLayout(_ layout: ProductListingLayoutDomainModel) async throws {
        try await repository.saveLayout(layout.rawValue)
    }
}
