/// The person chooses a language in the language filter (`nil`: "Any language").
public struct SelectToolLanguageFilterUseCase: Sendable {
    private let filters: any ToolFiltersInterface

    public init(filters: any ToolFiltersInterface) {
        self.filters = filters
    }

    public func execute(languageId: String?) async throws(ToolsError) {
        try await filters.selectLanguage(id: languageId)
    }
}
