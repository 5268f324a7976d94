/// The person chooses a tool's parallel language, or none; returns the settings as they now are.
public struct SetToolParallelLanguageUseCase: Sendable {
    private let settings: any ToolLanguageSettingsInterface

    public init(settings: any ToolLanguageSettingsInterface) {
        self.settings = settings
    }

    public func execute(toolId: String, language: String?) async throws(ToolsError) -> ToolSettingsDomainModel {
        try await settings.setParallelLanguage(toolId: toolId, language: language)
        return try await settings.getToolSettings(toolId: toolId)
    }
}
