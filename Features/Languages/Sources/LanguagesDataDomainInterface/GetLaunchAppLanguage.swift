import LanguagesData
import LanguagesDomain
import Localization

/// Applies the app language at launch: the saved choice when it is still an
/// app language, else the system's when the app has it, else English.
public struct GetLaunchAppLanguage: GetLaunchAppLanguageInterface {
    private let appLanguagesRepository: AppLanguagesRepository
    private let userAppLanguageRepository: UserAppLanguageRepository
    private let systemLocaleSettings: SystemLocaleSettings
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        appLanguagesRepository: AppLanguagesRepository,
        userAppLanguageRepository: UserAppLanguageRepository,
        systemLocaleSettings: SystemLocaleSettings,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.appLanguagesRepository = appLanguagesRepository
        self.userAppLanguageRepository = userAppLanguageRepository
        self.systemLocaleSettings = systemLocaleSettings
        self.currentAppLanguage = currentAppLanguage
    }

    public func applyLaunchAppLanguage() async throws -> AppLanguageDomainModel {
        let available = appLanguagesRepository.getAppLanguages().compactMap {
            SupportedAppLanguages.language(withCode: $0.languageCode)
        }
        let saved = try await userAppLanguageRepository.getUserAppLanguage().flatMap { choice in
            available.first { $0.code == choice.languageCode }
        }
        let system = systemLocaleSettings.getMessagesLocaleIdentifier().flatMap {
            SystemLanguageMatcher.appLanguage(forLocaleIdentifier: $0, among: available)
        }
        let language = saved ?? system ?? SupportedAppLanguages.english
        currentAppLanguage.change(to: language)
        let stored = AppLanguageDataModel(languageCode: language.code, isRightToLeft: language.direction == .rightToLeft)
        return AppLanguageNaming(currentAppLanguage: currentAppLanguage).domainModel(stored)
    }
}
