/// A tool as a row shows it: its name in the app language, its category, whether it is a favorite.
public struct ToolSummaryDomainModel: Sendable, Equatable {
    public let id: String
    public let name: String
    /// The category's key (`gospel`, `growth` …), or `nil` when the tool has none.
    public let category: String?
    public let isFavorite: Bool

    public init(id: String, name: String, category: String?, isFavorite: Bool) {
        self.id = id
        self.name = name
        self.category = category
        self.isFavorite = isFavorite
    }
}
