import Foundation
import Localization
import ToolsData

/// Names content languages in the app language, and sorts them the way its readers expect.
struct LanguageNaming {
    let appLanguage: AppLanguage

    /// The name in the app language (Foundation's locale data), or the API's name when the
    /// language asks for it (`force-language-name`) or the locale data has none.
    func name(of language: ToolsLanguageDataModel) -> String {
        if language.forceLanguageName { return language.name }
        guard let localized = appLanguage.locale.localizedString(forIdentifier: language.code), !localized.isEmpty else {
            return language.name
        }
        return localized.prefix(1).uppercased() + localized.dropFirst()
    }

    /// `names` in the app language's alphabetical order.
    func sorted(_ names: [String]) -> [String] {
        names.sorted { $0.compare($1, options: [.caseInsensitive], range: nil, locale: appLanguage.locale) == .orderedAscending }
    }
}
