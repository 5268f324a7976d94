import ToolsData

/// The filter rules of the tools list, as GodTools has them: a tool matches when it
/// is in the chosen category and available in the chosen language; each filter's
/// rows count the tools that would be listed under the other filter; a stored choice
/// that no longer names anything listed reads as "Any".
struct ToolsListFiltering {
    let rules: ToolCatalogRules
    /// The category in effect; `nil` for any.
    let category: String?
    /// The language in effect; `nil` for any.
    let language: ToolsLanguageDataModel?

    init(rules: ToolCatalogRules, storedCategory: String?, storedLanguageId: String?) {
        self.rules = rules
        category = storedCategory.flatMap { rules.categoriesInListOrder.contains($0) ? $0 : nil }
        language = storedLanguageId.flatMap(rules.language(id:))
    }

    /// The tools in the list that match both filters (a metatool's versions count as one).
    var matchingTools: [ToolsResourceDataModel] {
        rules.toolsInList.filter { matches($0, category: category, languageId: language?.id) }
    }

    /// "Any category" first, then the categories in list order, each with its count under the
    /// language filter; categories with no such tool left out.
    func categoryRows() -> [(category: String?, count: Int)] {
        let underLanguage = rules.toolsInList.filter { matches($0, category: nil, languageId: language?.id) }
        let rows = rules.categoriesInListOrder.map { key in
            (category: Optional(key), count: underLanguage.filter { $0.category == key }.count)
        }
        return [(nil, underLanguage.count)] + rows.filter { $0.count > 0 }
    }

    /// "Any language" first, then every language with its count under the category filter;
    /// languages with no such tool left out (the caller names, sorts and searches them).
    func languageRows() -> [(language: ToolsLanguageDataModel?, count: Int)] {
        let underCategory = rules.toolsInList.filter { matches($0, category: category, languageId: nil) }
        let rows = rules.catalog.languages.map { language in
            (language: Optional(language), count: underCategory.filter { rules.isAvailable($0, languageId: language.id) }.count)
        }
        return [(nil, underCategory.count)] + rows.filter { $0.count > 0 }
    }

    private func matches(_ tool: ToolsResourceDataModel, category: String?, languageId: String?) -> Bool {
        (category == nil || tool.category == category) && (languageId.map { rules.isAvailable(tool, languageId: $0) } ?? true)
    }
}
