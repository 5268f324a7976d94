/// The languages every string table of the app is complete in. Adding one here
/// makes each feature's completeness test demand its translations. The eight the
/// app started with lead; the others follow in the order of their codes.
public enum SupportedAppLanguages {
    public static let english = AppLanguage(code: "en", direction: .leftToRight)

    public static let all: [AppLanguage] = [
        english,
        AppLanguage(code: "es", direction: .leftToRight),
        AppLanguage(code: "fr", direction: .leftToRight),
        AppLanguage(code: "pt", direction: .leftToRight),
        AppLanguage(code: "de", direction: .leftToRight),
        AppLanguage(code: "ru", direction: .leftToRight),
        AppLanguage(code: "ar", direction: .rightToLeft),
        AppLanguage(code: "zh-Hans", direction: .leftToRight),
        AppLanguage(code: "af", direction: .leftToRight),
        AppLanguage(code: "am", direction: .leftToRight),
        AppLanguage(code: "bn", direction: .leftToRight),
        AppLanguage(code: "ha", direction: .leftToRight),
        AppLanguage(code: "hi", direction: .leftToRight),
        AppLanguage(code: "id", direction: .leftToRight),
        AppLanguage(code: "ja", direction: .leftToRight),
        AppLanguage(code: "ko", direction: .leftToRight),
        AppLanguage(code: "lv", direction: .leftToRight),
        AppLanguage(code: "ne", direction: .leftToRight),
        AppLanguage(code: "om", direction: .leftToRight),
        AppLanguage(code: "ro", direction: .leftToRight),
        AppLanguage(code: "sw", direction: .leftToRight),
        AppLanguage(code: "ur", direction: .rightToLeft),
        AppLanguage(code: "vi", direction: .leftToRight),
        AppLanguage(code: "zh-Hant", direction: .leftToRight),
    ]

    /// The supported language with this code, ignoring case (`ZH-hans` finds `zh-Hans`).
    public static func language(withCode code: String) -> AppLanguage? {
        all.first { $0.code.caseInsensitiveCompare(code) == .orderedSame }
    }
}
