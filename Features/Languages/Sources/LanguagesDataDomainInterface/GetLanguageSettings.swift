import LanguagesData
import LanguagesDomain
import Localization

/// The current app language and how many there are to choose from.
public struct GetLanguageSettings: GetLanguageSettingsInterface {
    private let appLanguagesRepository: AppLanguagesRepository
    private let naming: AppLanguageNaming

    public init(appLanguagesRepository: AppLanguagesRepository, currentAppLanguage: CurrentAppLanguage) {
        self.appLanguagesRepository = appLanguagesRepository
        self.naming = AppLanguageNaming(currentAppLanguage: currentAppLanguage)
    }

    public func getLanguageSettings() async throws -> LanguageSettingsDomainModel {
        let languages = appLanguagesRepository.getAppLanguages()
        let code = naming.currentAppLanguage.language.code
        let current =
            languages.first { $0.languageCode == code }
            ?? AppLanguageDataModel(languageCode: code, isRightToLeft: false)
        return LanguageSettingsDomainModel(
            appLanguage: naming.domainModel(current),
            availableAppLanguagesCount: languages.count
        )
    }
}
