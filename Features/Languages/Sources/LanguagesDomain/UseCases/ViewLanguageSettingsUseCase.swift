/// The person opens the language settings.
public struct ViewLanguageSettingsUseCase: Sendable {
    private let getLanguageSettings: any GetLanguageSettingsInterface

    public init(getLanguageSettings: any GetLanguageSettingsInterface) {
        self.getLanguageSettings = getLanguageSettings
    }

    public func execute() async throws -> LanguageSettingsDomainModel {
        try await getLanguageSettings.getLanguageSettings()
    }
}
