import Analytics

/// What the Languages screens track: the three screens, searching the app languages,
/// and a change of app language confirmed or cancelled.
public enum LanguagesAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case languageSettingsViewed
    case appLanguagesViewed
    case confirmAppLanguageViewed(languageId: String)
    case searched(term: String)
    case appLanguageChanged(languageId: String)
    case appLanguageChangeCancelled(languageId: String)

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .languageSettingsViewed: .screenView("language_settings")
        case .appLanguagesViewed: .screenView("app_languages")
        case .confirmAppLanguageViewed(let id): .screenView("confirm_app_language", Self.language(id))
        case .searched(let term): .action("search", AnalyticsProperty("search_term", term))
        case .appLanguageChanged(let id): .action("app_language_changed", Self.language(id))
        case .appLanguageChangeCancelled(let id): .action("app_language_change_cancelled", Self.language(id))
        }
    }

    private static func language(_ id: String) -> AnalyticsProperty {
        AnalyticsProperty("language", id)
    }
}
