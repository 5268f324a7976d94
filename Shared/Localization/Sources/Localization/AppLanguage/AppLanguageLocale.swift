import Foundation

/// The Foundation locale that formats numbers, dates and money and sorts names for an
/// app language: the language's own when the toolchain's locale data has it, otherwise
/// a related locale whose data is there (never the locale data's root, which writes
/// months as `M03` and dates year first).
public enum AppLanguageLocale {
    /// A related locale for each language whose own data a toolchain may lack: English as
    /// written where the language is spoken, so digits, day-month order and the local
    /// currency read as readers there see them in print.
    public static let relatedLocales: [String: String] = [
        "af": "en-ZA", "am": "en-001", "ha": "en-NG", "om": "en-KE", "sw": "en-KE",
        "ne": "en-IN", "bn": "en-IN", "hi": "en-IN", "ur": "en-PK",
    ]

    /// The locale for the language `code` (`zh-Hans`, `om`), given the base languages the
    /// toolchain has locale data for.
    public static func locale(forCode code: String, availableLanguages: Set<String> = availableLanguages) -> Locale {
        if availableLanguages.contains(code.baseLanguageCode) { return Locale(identifier: code) }
        return Locale(identifier: relatedLocales[code.baseLanguageCode] ?? "en-001")
    }

    /// Whether this toolchain's locale data has the language `code` of its own.
    public static func hasLocaleData(forCode code: String) -> Bool {
        availableLanguages.contains(code.baseLanguageCode)
    }

    /// The base languages (`en`, `zh`, `om`) this toolchain has locale data for.
    public static let availableLanguages: Set<String> = Set(
        Locale.availableIdentifiers.map(\.baseLanguageCode)
    )
}
