import Foundation

/// Looks up a feature's strings in the current app language (or a chosen one)
/// and fills their placeholders.
public struct Localizer<Key: LocalizedStringKey>: Sendable {
    public let catalog: StringCatalog<Key>
    public let currentLanguage: CurrentAppLanguage

    public init(catalog: StringCatalog<Key>, currentLanguage: CurrentAppLanguage) {
        self.catalog = catalog
        self.currentLanguage = currentLanguage
    }

    /// The app language now in effect.
    public var language: AppLanguage { currentLanguage.language }

    /// The text for `key`, with `{name}` placeholders filled from `arguments`.
    public func text(_ key: Key, _ arguments: [String: String] = [:], in language: AppLanguage? = nil) -> String {
        let language = language ?? self.language
        switch catalog.entry(key, languageCode: language.code) {
        case .text(let text):
            return StringTemplate.fill(text, with: arguments)
        case .plural(let forms):
            return StringTemplate.fill(forms[.other] ?? key.rawValue, with: arguments)
        case nil:
            return key.rawValue
        }
    }

    /// The plural form of `key` for `count`, with `{count}` set to the number
    /// formatted for the language and other placeholders from `arguments`.
    public func plural(
        _ key: Key, count: Int, _ arguments: [String: String] = [:], in language: AppLanguage? = nil
    ) -> String {
        let language = language ?? self.language
        var filled = arguments
        filled["count"] = AppFormatters(language: language).number(count)
        switch catalog.entry(key, languageCode: language.code) {
        case .plural(let forms):
            let category = PluralRules.category(for: count, languageCode: language.code)
            let form = forms[category] ?? forms[.other] ?? key.rawValue
            return StringTemplate.fill(form, with: filled)
        case .text(let text):
            return StringTemplate.fill(text, with: filled)
        case nil:
            return key.rawValue
        }
    }
}
