import Localization

/// App languages for tests, by code.
public enum TestAppLanguage {
    /// A current app language set to `code`, English when the app lacks it.
    public static func current(_ code: String = "en") -> CurrentAppLanguage {
        CurrentAppLanguage(SupportedAppLanguages.language(withCode: code) ?? SupportedAppLanguages.english)
    }
}
