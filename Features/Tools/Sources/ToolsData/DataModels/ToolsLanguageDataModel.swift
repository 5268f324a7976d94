/// A language of the content API (`GET /languages`).
public struct ToolsLanguageDataModel: Sendable, Equatable, Codable {
    public let id: String
    /// BCP 47 code: `en`, `fr-CA`, `zh-Hans`.
    public let code: String
    /// English name.
    public let name: String
    public let isRightToLeft: Bool
    /// Whether to show `name` rather than a name localized from the code.
    public let forceLanguageName: Bool

    public init(id: String, code: String, name: String, isRightToLeft: Bool = false, forceLanguageName: Bool = false) {
        self.id = id
        self.code = code
        self.name = name
        self.isRightToLeft = isRightToLeft
        self.forceLanguageName = forceLanguageName
    }
}
