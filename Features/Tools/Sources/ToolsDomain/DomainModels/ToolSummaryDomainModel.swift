/// A tool as a row shows it: its name in the app language, its category, whether it is a favorite.
public struct ToolSummaryDomainModel: Sendable, Equatable {
    public let id: String
    /// The tool's short code (`kgp`): how a person names it in commands.
    public let code: String
    public let name: String
    /// The category's key (`gospel`, `growth` …), or `nil` when the tool has none.
    public let category: String?
    public let isFavorite: Bool

    public init(id: String, code: String, name: String, category: String?, isFavorite: Bool) {
        self.id = id
        self.code = code
        self.name = name
        self.category = category
        self.isFavorite = isFavorite
    }
}
