/// The person chooses the language a tool is read in; returns the settings as they now are.
public struct SetToolPrimaryLanguageUseCase: Sendable {
    private let settings: any ToolLanguageSettingsInterface

    public init(settings: any ToolLanguageSettingsInterface) {
        self.settings = settings
    }

    public func execute(toolId: String, language: String) async throws(ToolsError) -> ToolSettingsDomainModel {
        try await settings.setPrimaryLanguage(toolId: toolId, language: language)
        return try await settings.getToolSettings(toolId: toolId)
    }
}
