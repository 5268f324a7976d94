/// The person exchanges a tool's primary and parallel languages; returns the settings as they now are.
public struct SwapToolLanguagesUseCase: Sendable {
    private let settings: any ToolLanguageSettingsInterface

    public init(settings: any ToolLanguageSettingsInterface) {
        self.settings = settings
    }

    public func execute(toolId: String) async throws(ToolsError) -> ToolSettingsDomainModel {
        try await settings.swapLanguages(toolId: toolId)
        return try await settings.getToolSettings(toolId: toolId)
    }
}
