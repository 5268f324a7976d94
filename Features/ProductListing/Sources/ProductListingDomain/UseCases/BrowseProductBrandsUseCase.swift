/// The person browses the catalog by brand: every brand A to Z with its product count.
public struct BrowseProductBrandsUseCase: Sendable {
    private let getBrands: any GetProductBrandsInterface

    public init(getBrands: any GetProductBrandsInterface) {
        self.getBrands = getBrands
    }

    public func execute() async throws -> [ProductBrandDomainModel] {
        try await getBrands.getBrands()
    }
}
