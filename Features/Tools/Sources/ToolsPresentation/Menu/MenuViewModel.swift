import Analytics
import Navigation

/// The menu: language settings, localization (country; not while the `personalizedTools`
/// toggle is off), the introduction again, about, and feedback. It says what was chosen; the
/// flow decides where that leads.
@MainActor
public final class MenuViewModel {
    private let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    private let analytics: AnalyticsTracker
    private let toggles: ToolsTogglesReading

    public init(
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled,
        toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.toggles = toggles
    }

    /// The rows shown now, in their numbered order.
    public var items: [MenuItem] {
        let personalized = toggles().personalizedTools
        return MenuItem.allCases.filter { $0 != .localization || personalized }
    }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.menuViewed)
    }

    public func itemTapped(_ item: MenuItem) {
        guard items.contains(item) else { return }
        switch item {
        case .languageSettings: flowStepEmitter.emit(.languageSettingsTappedFromMenu)
        case .localization: flowStepEmitter.emit(.localizationTappedFromMenu)
        case .tutorial: flowStepEmitter.emit(.tutorialTappedFromMenu)
        case .about: flowStepEmitter.emit(.aboutTappedFromMenu)
        case .sendFeedback: flowStepEmitter.emit(.sendFeedbackTappedFromMenu)
        }
    }
}
