/// The 24 app languages of GodTools, written out here (and all in `SupportedAppLanguages`)
/// so that the plural rules and the locale data are checked for each of them.
enum GodToolsLanguageCodes {
    static let all = [
        "en", "es", "fr", "pt", "de", "ru", "ar", "zh-Hans",
        "af", "am", "bn", "ha", "hi", "id", "ja", "ko",
        "lv", "ne", "om", "ro", "sw", "ur", "vi", "zh-Hant",
    ]
}
