import Foundation
import LanguagesData
import LanguagesDomain
import Localization

/// Lists the app languages sorted by their name in the current app language,
/// with that language's collation (`alemán`, `árabe`, `chino` in Spanish).
public struct GetAppLanguagesList: GetAppLanguagesListInterface {
    private let appLanguagesRepository: AppLanguagesRepository
    private let naming: AppLanguageNaming

    public init(appLanguagesRepository: AppLanguagesRepository, currentAppLanguage: CurrentAppLanguage) {
        self.appLanguagesRepository = appLanguagesRepository
        self.naming = AppLanguageNaming(currentAppLanguage: currentAppLanguage)
    }

    public func getAppLanguagesList() async throws -> [AppLanguageDomainModel] {
        let locale = naming.currentAppLanguage.language.locale
        return appLanguagesRepository.getAppLanguages()
            .map(naming.domainModel)
            .sorted { lhs, rhs in
                lhs.nameInAppLanguage.compare(rhs.nameInAppLanguage, options: [], range: nil, locale: locale)
                    == .orderedAscending
            }
    }
}
