/// A resource of the content API: a tool, a lesson or a metatool, as stored.
public struct ToolsResourceDataModel: Sendable, Equatable, Codable {
    public let id: String
    /// Admin (English) name: the last fallback for display.
    public let name: String
    public let abbreviation: String
    /// `tract`, `article`, `cyoa`, `lesson`, `metatool`, or whatever the server sends.
    public let resourceType: String
    public let description: String?
    public let totalViews: Int
    /// `attr-category`; free text, `nil` when missing.
    public let category: String?
    /// `attr-default-order`; -1 when missing or not a number.
    public let defaultOrder: Int
    /// `attr-default-locale`; `en` when missing.
    public let defaultLocale: String
    public let isHidden: Bool
    public let isSpotlight: Bool
    /// The metatool this tool is a variant of.
    public let metatoolId: String?
    /// A metatool's `default-variant`: the version listed until the person chooses another.
    public let defaultVariantId: String?
    /// `attr-banner`: the attachment id of its banner.
    public let bannerAttachmentId: String?

    public init(
        id: String, name: String, abbreviation: String, resourceType: String, description: String? = nil,
        totalViews: Int = 0, category: String? = nil, defaultOrder: Int = -1, defaultLocale: String = "en",
        isHidden: Bool = false, isSpotlight: Bool = false, metatoolId: String? = nil, bannerAttachmentId: String? = nil,
        defaultVariantId: String? = nil
    ) {
        self.defaultVariantId = defaultVariantId
        self.id = id
        self.name = name
        self.abbreviation = abbreviation
        self.resourceType = resourceType
        self.description = description
        self.totalViews = totalViews
        self.category = category
        self.defaultOrder = defaultOrder
        self.defaultLocale = defaultLocale
        self.isHidden = isHidden
        self.isSpotlight = isSpotlight
        self.metatoolId = metatoolId
        self.bannerAttachmentId = bannerAttachmentId
    }
}
