import LanguagesData
import LanguagesDomain
import Localization

/// Describes the switch from the current app language to a chosen one.
public struct GetAppLanguageChange: GetAppLanguageChangeInterface {
    private let appLanguagesRepository: AppLanguagesRepository
    private let naming: AppLanguageNaming

    public init(appLanguagesRepository: AppLanguagesRepository, currentAppLanguage: CurrentAppLanguage) {
        self.appLanguagesRepository = appLanguagesRepository
        self.naming = AppLanguageNaming(currentAppLanguage: currentAppLanguage)
    }

    public func getAppLanguageChange(toLanguageId languageId: String) async throws -> AppLanguageChangeDomainModel {
        guard let chosen = appLanguagesRepository.getAppLanguage(code: languageId) else {
            throw AppLanguagesError.unknownLanguage(id: languageId)
        }
        let currentCode = naming.currentAppLanguage.language.code
        let current =
            appLanguagesRepository.getAppLanguage(code: currentCode)
            ?? AppLanguageDataModel(languageCode: currentCode, isRightToLeft: false)
        return AppLanguageChangeDomainModel(
            currentLanguage: naming.domainModel(current),
            chosenLanguage: naming.domainModel(chosen)
        )
    }
}
