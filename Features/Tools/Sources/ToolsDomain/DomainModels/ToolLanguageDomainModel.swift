/// A language of tools, named for the person: in the app language and in itself.
public struct ToolLanguageDomainModel: Sendable, Equatable, Hashable {
    public let id: String
    /// BCP 47 code: `es`, `fr-CA`.
    public let code: String
    /// The name in the app language ("Spanish" in English, "Espagnol" in French).
    public let name: String
    /// The name in the language itself ("Español").
    public let nativeName: String
    public let isRightToLeft: Bool

    public init(id: String, code: String, name: String, nativeName: String, isRightToLeft: Bool = false) {
        self.id = id
        self.code = code
        self.name = name
        self.nativeName = nativeName
        self.isRightToLeft = isRightToLeft
    }
}
