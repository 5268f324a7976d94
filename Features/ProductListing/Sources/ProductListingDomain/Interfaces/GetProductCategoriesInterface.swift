/// Gives the catalog's navigation tree.
public protocol GetProductCategoriesInterface: Sendable {
    /// The top levels, each with the nodes under it, A to Z.
    func getCategories() async throws -> [ProductCategoryDomainModel]
}
