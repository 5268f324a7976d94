/// The latest published translation of a resource into one language.
public struct ToolsTranslationDataModel: Sendable, Equatable, Codable {
    public let id: String
    public let resourceId: String
    public let languageId: String
    public let version: Int
    /// `<sha256>.xml`: the manifest, for the reader.
    public let manifestName: String?
    public let translatedName: String?
    public let translatedDescription: String?
    public let translatedTagline: String?
    /// `attr-tool-details-conversation-starters`: one per line.
    public let conversationStarters: String?
    /// `attr-tool-details-bible-references`: one per line.
    public let bibleReferences: String?

    public init(
        id: String, resourceId: String, languageId: String, version: Int = 1, manifestName: String? = nil,
        translatedName: String? = nil, translatedDescription: String? = nil, translatedTagline: String? = nil,
        conversationStarters: String? = nil, bibleReferences: String? = nil
    ) {
        self.id = id
        self.resourceId = resourceId
        self.languageId = languageId
        self.version = version
        self.manifestName = manifestName
        self.translatedName = translatedName
        self.translatedDescription = translatedDescription
        self.translatedTagline = translatedTagline
        self.conversationStarters = conversationStarters
        self.bibleReferences = bibleReferences
    }
}
