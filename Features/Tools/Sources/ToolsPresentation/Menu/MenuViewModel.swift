import Analytics
import Navigation

/// The menu: language settings, localization (country), the introduction again, about,
/// and feedback. It says what was chosen; the flow decides where that leads.
@MainActor
public final class MenuViewModel {
    public let items = MenuItem.allCases

    private let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    private let analytics: AnalyticsTracker

    public init(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled) {
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.menuViewed)
    }

    public func itemTapped(_ item: MenuItem) {
        switch item {
        case .languageSettings: flowStepEmitter.emit(.languageSettingsTappedFromMenu)
        case .localization: flowStepEmitter.emit(.localizationTappedFromMenu)
        case .tutorial: flowStepEmitter.emit(.tutorialTappedFromMenu)
        case .about: flowStepEmitter.emit(.aboutTappedFromMenu)
        case .sendFeedback: flowStepEmitter.emit(.sendFeedbackTappedFromMenu)
        }
    }
}
