/// The whole saved catalog: languages, resources and their latest translations, with the
/// versions the person chose for metatools (kept apart: a new catalog never replaces them).
public struct ToolsContentDataModel: Sendable, Equatable {
    public let languages: [ToolsLanguageDataModel]
    public let resources: [ToolsResourceDataModel]
    public let translations: [ToolsTranslationDataModel]
    /// The chosen variant's id by metatool id.
    public let versionChoices: [String: String]

    public init(
        languages: [ToolsLanguageDataModel], resources: [ToolsResourceDataModel], translations: [ToolsTranslationDataModel],
        versionChoices: [String: String] = [:]
    ) {
        self.languages = languages
        self.resources = resources
        self.translations = translations
        self.versionChoices = versionChoices
    }
}
