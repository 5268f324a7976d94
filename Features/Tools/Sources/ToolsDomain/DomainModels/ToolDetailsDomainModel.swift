/// One tool's details in the app language.
public struct ToolDetailsDomainModel: Sendable, Equatable {
    public let id: String
    /// The tool's short code (`kgp`).
    public let code: String
    public let name: String
    public let category: String?
    public let totalViews: Int
    /// The "About" text, or `nil` when there is none.
    public let about: String?
    /// Questions to start a conversation with, one each.
    public let conversationStarters: [String]
    /// Bible references, one each.
    public let bibleReferences: [String]
    /// The languages it is available in, named in the app language and sorted in its order.
    public let languageNames: [String]
    public let isFavorite: Bool
    /// The versions of the metatool it belongs to, in list order; empty when it belongs to none.
    public let versions: [ToolVersionDomainModel]

    public init(
        id: String, code: String, name: String, category: String?, totalViews: Int, about: String?,
        conversationStarters: [String] = [],
        bibleReferences: [String] = [], languageNames: [String], isFavorite: Bool,
        versions: [ToolVersionDomainModel] = []
    ) {
        self.versions = versions
        self.id = id
        self.code = code
        self.name = name
        self.category = category
        self.totalViews = totalViews
        self.about = about
        self.conversationStarters = conversationStarters
        self.bibleReferences = bibleReferences
        self.languageNames = languageNames
        self.isFavorite = isFavorite
    }
}
