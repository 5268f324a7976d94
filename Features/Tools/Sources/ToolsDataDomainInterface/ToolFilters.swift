import Localization
import ToolsData
import ToolsDomain

/// The category and language filters of the tools list, in the app language: "Any" first,
/// counts under the other filter, empty rows dropped, languages sorted by their name in
/// the app language and searchable on either name, choices kept in the database.
public struct ToolFilters: ToolFiltersInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let selectionRepository: ToolsFilterSelectionRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, selectionRepository: ToolsFilterSelectionRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.catalogRepository = catalogRepository
        self.selectionRepository = selectionRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getCategoryOptions() async throws(ToolsError) -> [ToolCategoryOptionDomainModel] {
        let filtering = try await currentFiltering()
        return filtering.categoryRows().map { row in
            ToolCategoryOptionDomainModel(
                category: row.category, toolCount: row.count, isSelected: row.category == filtering.category)
        }
    }

    public func getLanguageOptions(searchText: String) async throws(ToolsError) -> [ToolLanguageOptionDomainModel] {
        let filtering = try await currentFiltering()
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        let rows = filtering.languageRows()
        let any = rows.filter { $0.language == nil }.map { row in
            ToolLanguageOptionDomainModel(language: nil, toolCount: row.count, isSelected: filtering.language == nil)
        }
        let languages =
            rows
            .compactMap { row -> (language: ToolLanguageDomainModel, count: Int)? in
                guard let language = row.language, naming.matches(language, searchText: searchText) else { return nil }
                return (naming.domainModel(language), row.count)
            }
            .sorted { naming.isOrderedBefore($0.language.name, $1.language.name) }
            .map { row in
                ToolLanguageOptionDomainModel(
                    language: row.language, toolCount: row.count, isSelected: row.language.id == filtering.language?.id
                )
            }
        return any + languages
    }

    public func selectCategory(_ category: String?) async throws(ToolsError) {
        try await save(ToolsFilterSelectionRepository.categoryFilter, category)
    }

    public func selectLanguage(id: String?) async throws(ToolsError) {
        try await save(ToolsFilterSelectionRepository.languageFilter, id)
    }

    /// The filters in effect over the saved catalog.
    func currentFiltering() async throws(ToolsError) -> ToolsListFiltering {
        let rules = try await catalogRepository.rules()
        do {
            return ToolsListFiltering(
                rules: rules,
                storedCategory: try await selectionRepository.selection(ToolsFilterSelectionRepository.categoryFilter),
                storedLanguageId: try await selectionRepository.selection(ToolsFilterSelectionRepository.languageFilter)
            )
        } catch {
            throw .couldNotLoad
        }
    }

    private func save(_ filter: String, _ value: String?) async throws(ToolsError) {
        do {
            try await selectionRepository.select(filter, value: value)
        } catch {
            throw .couldNotSave
        }
    }
}
