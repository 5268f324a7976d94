/// The person browses the catalog by category: the navigation tree with what each node holds.
public struct BrowseProductCategoriesUseCase: Sendable {
    private let getCategories: any GetProductCategoriesInterface

    public init(getCategories: any GetProductCategoriesInterface) {
        self.getCategories = getCategories
    }

    public func execute() async throws -> [ProductCategoryDomainModel] {
        try await getCategories.getCategories()
    }
}
