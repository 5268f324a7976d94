/// The whole saved catalog: languages, resources and their latest translations.
public struct ToolsContentDataModel: Sendable, Equatable {
    public let languages: [ToolsLanguageDataModel]
    public let resources: [ToolsResourceDataModel]
    public let translations: [ToolsTranslationDataModel]

    public init(
        languages: [ToolsLanguageDataModel], resources: [ToolsResourceDataModel], translations: [ToolsTranslationDataModel]
    ) {
        self.languages = languages
        self.resources = resources
        self.translations = translations
    }
}
