import Analytics
import ToolsDomain

/// The menu's About screen: the app's version, and the terms of use and privacy policy as
/// addresses to read.
@MainActor
public final class AboutAppViewModel {
    public private(set) var about: AboutAppDomainModel?

    private let viewAboutAppUseCase: ViewAboutAppUseCase
    private let analytics: AnalyticsTracker

    public init(viewAboutAppUseCase: ViewAboutAppUseCase, analytics: AnalyticsTracker = .disabled) {
        self.viewAboutAppUseCase = viewAboutAppUseCase
        self.analytics = analytics
    }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.aboutViewed)
        about = viewAboutAppUseCase.execute()
    }
}
