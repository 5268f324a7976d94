import ProductListingData
import ProductListingDomain

/// The brands of a products server, A to Z with accents ignored, offline first.
/// Alfie's `Brand` has no counts, so none are given. A brand goes by its slug, what
/// the listing's `refine` sends for it.
public struct GetRemoteProductBrands: GetProductBrandsInterface {
    private let repository: RemoteProductBrowseRepository

    public init(repository: RemoteProductBrowseRepository) {
        self.repository = repository
    }

    public func getBrands() async throws -> [ProductBrandDomainModel] {
        try RemoteBrowseSyncMapping.value(try await repository.syncBrands())
            .map { (key: ProductSearchKey.make($0.name), brand: $0) }
            .sorted { ($0.key, $0.brand.name) < ($1.key, $1.brand.name) }
            .map { ProductBrandDomainModel(id: $0.brand.slug, name: $0.brand.name, productCount: nil) }
    }
}
