/// The person looks through the brands: under their first letters, narrowed to the names
/// that hold what they typed.
public struct SearchProductBrandsUseCase: Sendable {
    private let index: any ProductBrandIndexInterface

    public init(index: any ProductBrandIndexInterface) {
        self.index = index
    }

    public func execute(text: String, in brands: [ProductBrandDomainModel]) -> [ProductBrandGroupDomainModel] {
        index.groups(of: brands, matching: text)
    }
}
