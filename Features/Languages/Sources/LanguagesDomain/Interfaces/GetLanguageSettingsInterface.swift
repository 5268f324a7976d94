/// Gathers what the language settings screen shows.
public protocol GetLanguageSettingsInterface: Sendable {
    func getLanguageSettings() async throws -> LanguageSettingsDomainModel
}
