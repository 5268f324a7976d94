/// The person opens the category filter of the tools list.
public struct ViewToolCategoryFilterUseCase: Sendable {
    private let filters: any ToolFiltersInterface

    public init(filters: any ToolFiltersInterface) {
        self.filters = filters
    }

    public func execute() async throws(ToolsError) -> [ToolCategoryOptionDomainModel] {
        try await filters.getCategoryOptions()
    }
}
