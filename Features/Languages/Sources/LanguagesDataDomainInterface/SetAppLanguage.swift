import LanguagesData
import LanguagesDomain
import Localization

/// Saves the chosen app language and switches the running app to it; the
/// switch happens only once the choice is saved.
public struct SetAppLanguage: SetAppLanguageInterface {
    private let appLanguagesRepository: AppLanguagesRepository
    private let userAppLanguageRepository: UserAppLanguageRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        appLanguagesRepository: AppLanguagesRepository,
        userAppLanguageRepository: UserAppLanguageRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.appLanguagesRepository = appLanguagesRepository
        self.userAppLanguageRepository = userAppLanguageRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func setAppLanguage(languageId: String) async throws -> AppLanguageDomainModel {
        guard
            let stored = appLanguagesRepository.getAppLanguage(code: languageId),
            let language = SupportedAppLanguages.language(withCode: stored.languageCode)
        else {
            throw AppLanguagesError.unknownLanguage(id: languageId)
        }
        do {
            try await userAppLanguageRepository.storeUserAppLanguage(languageCode: language.code)
        } catch {
            throw AppLanguagesError.couldNotSave
        }
        currentAppLanguage.change(to: language)
        return AppLanguageNaming(currentAppLanguage: currentAppLanguage).domainModel(stored)
    }
}
