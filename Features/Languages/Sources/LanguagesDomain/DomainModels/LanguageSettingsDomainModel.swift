/// What the language settings screen shows.
public struct LanguageSettingsDomainModel: Equatable, Sendable {
    public let appLanguage: AppLanguageDomainModel
    /// How many app languages there are to choose from.
    public let availableAppLanguagesCount: Int

    public init(appLanguage: AppLanguageDomainModel, availableAppLanguagesCount: Int) {
        self.appLanguage = appLanguage
        self.availableAppLanguagesCount = availableAppLanguagesCount
    }
}
