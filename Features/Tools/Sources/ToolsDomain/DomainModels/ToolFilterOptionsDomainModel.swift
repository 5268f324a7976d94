/// A row of the category filter: a category key (`nil` for "Any category") and how
/// many tools the list would show with it, under the language filter.
public struct ToolCategoryOptionDomainModel: Sendable, Equatable {
    /// `gospel`, `growth` … as the content sends it; `nil` for "Any category".
    public let category: String?
    public let toolCount: Int
    public let isSelected: Bool

    public init(category: String?, toolCount: Int, isSelected: Bool) {
        self.category = category
        self.toolCount = toolCount
        self.isSelected = isSelected
    }
}

/// A row of the language filter: a language (`nil` for "Any language") and how many
/// tools the list would show with it, under the category filter.
public struct ToolLanguageOptionDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel?
    public let toolCount: Int
    public let isSelected: Bool

    public init(language: ToolLanguageDomainModel?, toolCount: Int, isSelected: Bool) {
        self.language = language
        self.toolCount = toolCount
        self.isSelected = isSelected
    }
}
