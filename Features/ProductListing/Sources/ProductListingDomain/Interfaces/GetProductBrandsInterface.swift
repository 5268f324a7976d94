/// Gives the catalog's brands.
public protocol GetProductBrandsInterface: Sendable {
    /// Every brand with products, A to Z (accents ignored), with its product count.
    func getBrands() async throws -> [ProductBrandDomainModel]
}
