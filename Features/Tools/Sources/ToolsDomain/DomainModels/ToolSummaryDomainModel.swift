/// A tool as a row shows it: its name in the app language, its category, whether it
/// is a favorite, and whether it is available in the language the list is filtered by.
public struct ToolSummaryDomainModel: Sendable, Equatable {
    public let id: String
    /// The tool's short code (`kgp`): how a person names it in commands.
    public let code: String
    public let name: String
    /// The category's key (`gospel`, `growth` …), or `nil` when the tool has none.
    public let category: String?
    public let isFavorite: Bool
    /// Whether it is available in the filter's language; `nil` when no language filter is set.
    public let isAvailableInFilterLanguage: Bool?

    public init(
        id: String, code: String, name: String, category: String?, isFavorite: Bool, isAvailableInFilterLanguage: Bool? = nil
    ) {
        self.id = id
        self.code = code
        self.name = name
        self.category = category
        self.isFavorite = isFavorite
        self.isAvailableInFilterLanguage = isAvailableInFilterLanguage
    }
}
