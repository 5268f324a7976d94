import Localization

/// The keys of a small, made-up feature, for catalogs built in memory.
enum TestKey: String, LocalizedStringKey {
    case greeting
    case files
    case onlyInEnglish
}

extension AppLanguage {
    static let english = SupportedAppLanguages.english
    static let russian = AppLanguage(code: "ru", direction: .leftToRight)
    static let german = AppLanguage(code: "de", direction: .leftToRight)
    static let spanish = AppLanguage(code: "es", direction: .leftToRight)
}
