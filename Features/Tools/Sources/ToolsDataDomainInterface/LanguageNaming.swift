import Foundation
import Localization
import ToolsData
import ToolsDomain

/// Names content languages in the app language and in themselves, sorts them the way
/// readers of the app language expect, and finds them by what a person types.
struct LanguageNaming {
    let appLanguage: AppLanguage

    /// The name in the app language (Foundation's locale data), or the API's name when the
    /// language asks for it (`force-language-name`) or the locale data has none.
    func name(of language: ToolsLanguageDataModel) -> String {
        name(of: language, in: appLanguage.locale)
    }

    /// The name in the language itself ("Español"), with the same fallbacks.
    func nativeName(of language: ToolsLanguageDataModel) -> String {
        name(of: language, in: Locale(identifier: language.code))
    }

    /// The app language's own name in itself ("English", "Español").
    var appLanguageName: String {
        let name = appLanguage.locale.localizedString(forIdentifier: appLanguage.code) ?? appLanguage.code
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    func domainModel(_ language: ToolsLanguageDataModel) -> ToolLanguageDomainModel {
        ToolLanguageDomainModel(
            id: language.id, code: language.code, name: name(of: language), nativeName: nativeName(of: language),
            isRightToLeft: language.isRightToLeft
        )
    }

    /// `names` in the app language's alphabetical order.
    func sorted(_ names: [String]) -> [String] {
        names.sorted(by: isOrderedBefore)
    }

    /// `languages` by their name in the app language, in its alphabetical order.
    func sorted(_ languages: [ToolLanguageDomainModel]) -> [ToolLanguageDomainModel] {
        languages.sorted { isOrderedBefore($0.name, $1.name) }
    }

    /// Whether `language` answers to `text`: its code, or a name (app language, its own, the API's)
    /// that holds it, case and diacritics ignored. Empty text matches every language.
    func matches(_ language: ToolsLanguageDataModel, searchText text: String) -> Bool {
        let needle = SearchFolding.folded(text)
        guard !needle.isEmpty else { return true }
        return [name(of: language), nativeName(of: language), language.name, language.code]
            .contains { SearchFolding.folded($0).contains(needle) }
    }

    /// Whether `language` is the one `text` names exactly: its code or one of its names.
    func isNamed(_ language: ToolsLanguageDataModel, by text: String) -> Bool {
        let wanted = SearchFolding.folded(text)
        return [name(of: language), nativeName(of: language), language.name, language.code]
            .contains { SearchFolding.folded($0) == wanted }
    }

    /// Whether `lhs` comes before `rhs` in the app language's alphabetical order.
    func isOrderedBefore(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.caseInsensitive], range: nil, locale: appLanguage.locale) == .orderedAscending
    }

    private func name(of language: ToolsLanguageDataModel, in locale: Locale) -> String {
        if language.forceLanguageName { return language.name }
        guard let localized = locale.localizedString(forIdentifier: language.code), !localized.isEmpty else {
            return language.name
        }
        return localized.prefix(1).uppercased() + localized.dropFirst()
    }
}
