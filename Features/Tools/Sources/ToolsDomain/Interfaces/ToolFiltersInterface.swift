/// The category and language filters of the tools list: their rows, and the person's choice.
public protocol ToolFiltersInterface: Sendable {
    /// "Any category" first, then each category with tools under the language filter.
    func getCategoryOptions() async throws(ToolsError) -> [ToolCategoryOptionDomainModel]
    /// "Any language" first, then each language with tools under the category filter,
    /// narrowed to those whose name holds `searchText` (case and diacritics ignored).
    func getLanguageOptions(searchText: String) async throws(ToolsError) -> [ToolLanguageOptionDomainModel]
    /// Keeps the category; `nil` ("Any category") clears it.
    func selectCategory(_ category: String?) async throws(ToolsError)
    /// Keeps the language; `nil` ("Any language") clears it.
    func selectLanguage(id: String?) async throws(ToolsError)
}
