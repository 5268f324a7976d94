import Analytics

/// The menu's localization (country) row in a build with no country setting: a screen that
/// says so.
@MainActor
public final class LocalizationUnavailableViewModel {
    private let analytics: AnalyticsTracker

    public init(analytics: AnalyticsTracker = .disabled) {
        self.analytics = analytics
    }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.localizationViewed)
    }
}
