/// One translation of a resource as generated: what `resources.json` says about it
/// and the files it points to.
public struct GeneratedTranslation: Sendable {
    public let id: String
    public let resourceId: String
    public let languageId: String
    public let languageCode: String
    public let version: Int
    public let translatedName: String
    public let translatedDescription: String
    public let translatedTagline: String
    /// `<sha256>.xml`.
    public let manifestName: String
    /// Page file names (`<sha256>.xml`), in reading order.
    public let pageFileNames: [String]
}

/// One resource as generated.
public struct GeneratedResource: Sendable {
    public let id: String
    public let abbreviation: String
    public let name: String
    public let type: String
    public let category: String?
    public let defaultOrder: Int?
    public let defaultLocale: String?
    public let isHidden: Bool
    public let isSpotlight: Bool
    public let totalViews: Int
    public let translationIds: [String]
    public let attachmentId: String?
    public let metatoolId: String?
    public let variantIds: [String]
}

/// The whole content set: the two documents and every content-addressed file.
public struct GeneratedContent: Sendable {
    /// `GET /languages`.
    public let languagesDocument: String
    /// `GET /resources?filter[system]=GodTools&include=latest-translations,attachments`.
    public let resourcesDocument: String
    /// Manifests and pages by file name (`<sha256>.xml`).
    public let files: [String: String]
    public let resources: [GeneratedResource]
    public let translations: [GeneratedTranslation]
    /// Language codes by id.
    public let languageCodes: [String: String]
    /// Right-to-left language codes.
    public let rightToLeftCodes: Set<String>
    /// `GET /resources/featured` and `GET /resources/default_order`.
    public let rankings: GeneratedRankings
}
