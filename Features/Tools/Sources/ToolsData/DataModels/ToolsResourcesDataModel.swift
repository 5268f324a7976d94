/// What `GET /resources?include=latest-translations,attachments` says: the resources
/// and their latest translations.
public struct ToolsResourcesDataModel: Sendable, Equatable {
    public let resources: [ToolsResourceDataModel]
    public let translations: [ToolsTranslationDataModel]

    public init(resources: [ToolsResourceDataModel], translations: [ToolsTranslationDataModel]) {
        self.resources = resources
        self.translations = translations
    }
}
