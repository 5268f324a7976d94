/// One version of a tool that belongs to a metatool, as its details list them: its name
/// and tagline in the app language, how many languages it has, and whether it is the one shown.
public struct ToolVersionDomainModel: Sendable, Equatable {
    public let id: String
    public let code: String
    public let name: String
    public let tagline: String?
    public let languageCount: Int
    /// The version whose details are shown ("Currently selected").
    public let isSelected: Bool

    public init(id: String, code: String, name: String, tagline: String?, languageCount: Int, isSelected: Bool) {
        self.id = id
        self.code = code
        self.name = name
        self.tagline = tagline
        self.languageCount = languageCount
        self.isSelected = isSelected
    }
}
