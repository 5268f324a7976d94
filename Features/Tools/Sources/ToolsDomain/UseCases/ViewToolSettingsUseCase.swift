/// The person opens a tool's settings: its languages and what they can be changed to.
public struct ViewToolSettingsUseCase: Sendable {
    private let settings: any ToolLanguageSettingsInterface

    public init(settings: any ToolLanguageSettingsInterface) {
        self.settings = settings
    }

    public func execute(toolId: String) async throws(ToolsError) -> ToolSettingsDomainModel {
        try await settings.getToolSettings(toolId: toolId)
    }
}
