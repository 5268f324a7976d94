import LanguagesDataDomainInterface
import LanguagesDomain
import Localization

/// Builds the Languages feature's use cases on their interface implementations.
public struct LanguagesDomainLayerDependencies: Sendable {
    private let dataLayer: LanguagesDataLayerDependencies
    private let currentAppLanguage: CurrentAppLanguage

    public init(dataLayer: LanguagesDataLayerDependencies, currentAppLanguage: CurrentAppLanguage) {
        self.dataLayer = dataLayer
        self.currentAppLanguage = currentAppLanguage
    }

    public func getViewAppLanguagesUseCase() -> ViewAppLanguagesUseCase {
        ViewAppLanguagesUseCase(
            getAppLanguagesList: GetAppLanguagesList(
                appLanguagesRepository: dataLayer.getAppLanguagesRepository(), currentAppLanguage: currentAppLanguage
            ))
    }

    public func getSearchAppLanguagesUseCase() -> SearchAppLanguagesUseCase {
        SearchAppLanguagesUseCase(searchAppLanguages: SearchAppLanguages())
    }

    public func getViewConfirmAppLanguageUseCase() -> ViewConfirmAppLanguageUseCase {
        ViewConfirmAppLanguageUseCase(
            getAppLanguageChange: GetAppLanguageChange(
                appLanguagesRepository: dataLayer.getAppLanguagesRepository(), currentAppLanguage: currentAppLanguage
            ))
    }

    public func getConfirmAppLanguageChangeUseCase() -> ConfirmAppLanguageChangeUseCase {
        ConfirmAppLanguageChangeUseCase(
            setAppLanguage: SetAppLanguage(
                appLanguagesRepository: dataLayer.getAppLanguagesRepository(),
                userAppLanguageRepository: dataLayer.getUserAppLanguageRepository(),
                currentAppLanguage: currentAppLanguage
            ))
    }

    public func getViewLanguageSettingsUseCase() -> ViewLanguageSettingsUseCase {
        ViewLanguageSettingsUseCase(
            getLanguageSettings: GetLanguageSettings(
                appLanguagesRepository: dataLayer.getAppLanguagesRepository(), currentAppLanguage: currentAppLanguage
            ))
    }

    public func getLaunchInAppLanguageUseCase() -> LaunchInAppLanguageUseCase {
        LaunchInAppLanguageUseCase(
            getLaunchAppLanguage: GetLaunchAppLanguage(
                appLanguagesRepository: dataLayer.getAppLanguagesRepository(),
                userAppLanguageRepository: dataLayer.getUserAppLanguageRepository(),
                systemLocaleSettings: dataLayer.getSystemLocaleSettings(),
                currentAppLanguage: currentAppLanguage
            ))
    }
}
