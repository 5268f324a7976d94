import Analytics

/// What the dashboard, the introduction and the menu track. The Lessons and Tools tabs
/// track as their screens always have (`lessons`, `tools`).
public enum ToolsDashboardAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case favoritesTabViewed
    /// A page of the introduction, 1-based.
    case onboardingPageViewed(page: Int)
    /// The introduction skipped on `page`.
    case onboardingSkipped(page: Int)
    case onboardingCompleted
    case menuViewed
    case aboutViewed
    case feedbackViewed
    case feedbackSaved

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .favoritesTabViewed: .screenView("dashboard_favorites")
        case .onboardingPageViewed(let page): .screenView("onboarding", Self.page(page))
        case .onboardingSkipped(let page): .action("onboarding_skip", Self.page(page))
        case .onboardingCompleted: .action("onboarding_complete")
        case .menuViewed: .screenView("menu")
        case .aboutViewed: .screenView("about")
        case .feedbackViewed: .screenView("send_feedback")
        case .feedbackSaved: .action("feedback_saved")
        }
    }

    private static func page(_ page: Int) -> AnalyticsProperty {
        AnalyticsProperty("page", String(page))
    }
}
