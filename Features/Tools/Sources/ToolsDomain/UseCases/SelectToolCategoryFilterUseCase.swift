/// The person chooses a category in the category filter (`nil`: "Any category").
public struct SelectToolCategoryFilterUseCase: Sendable {
    private let filters: any ToolFiltersInterface

    public init(filters: any ToolFiltersInterface) {
        self.filters = filters
    }

    public func execute(category: String?) async throws(ToolsError) {
        try await filters.selectCategory(category)
    }
}
