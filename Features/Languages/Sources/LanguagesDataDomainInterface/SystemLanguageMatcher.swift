import Localization

/// Finds the app language a POSIX locale setting asks for: `es_ES.UTF-8` is
/// Spanish, `pt_BR` Portuguese, `zh_CN` Simplified Chinese; `C`, `POSIX`,
/// ill-formed settings and languages the app lacks match none. The rules are
/// Localization's, shared with the app's messages before its language is known.
enum SystemLanguageMatcher {
    static func appLanguage(forLocaleIdentifier identifier: String, among languages: [AppLanguage]) -> AppLanguage? {
        LocaleLanguageMatcher.appLanguage(forLocaleName: identifier, among: languages)
    }
}
