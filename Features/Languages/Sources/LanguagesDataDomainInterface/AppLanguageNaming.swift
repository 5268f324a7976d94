import Foundation
import LanguagesData
import LanguagesDomain
import Localization

/// Names app languages from Foundation's locale data and turns stored
/// languages into domain models for the current app language.
struct AppLanguageNaming: Sendable {
    let currentAppLanguage: CurrentAppLanguage

    /// `code`'s name in the language `displayCode`, capitalised as a list entry would be.
    static func name(of code: String, in displayCode: String) -> String {
        let locale = Locale(identifier: displayCode)
        let name = locale.localizedString(forIdentifier: code) ?? code
        guard let first = name.first else { return name }
        return String(first).uppercased(with: locale) + name.dropFirst()
    }

    func domainModel(_ language: AppLanguageDataModel) -> AppLanguageDomainModel {
        let appLanguageCode = currentAppLanguage.language.code
        return AppLanguageDomainModel(
            id: language.languageCode,
            nameInOwnLanguage: Self.name(of: language.languageCode, in: language.languageCode),
            nameInAppLanguage: Self.name(of: language.languageCode, in: appLanguageCode),
            direction: language.isRightToLeft ? .rightToLeft : .leftToRight,
            isCurrentAppLanguage: language.languageCode == appLanguageCode
        )
    }
}
