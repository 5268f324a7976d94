/// The person opens the language filter of the tools list, or searches it.
public struct SearchToolLanguageFilterUseCase: Sendable {
    private let filters: any ToolFiltersInterface

    public init(filters: any ToolFiltersInterface) {
        self.filters = filters
    }

    public func execute(searchText: String = "") async throws(ToolsError) -> [ToolLanguageOptionDomainModel] {
        try await filters.getLanguageOptions(searchText: searchText)
    }
}
