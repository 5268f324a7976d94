import FeatureKit
import ToolsPresentation

/// The parts of Tools that can be switched off, each on by default. Off, a part is gone: its
/// commands, lines, routes (which then say it is not available) and analytics.
extension ToolsFeature {
    public nonisolated static let personalizedToolsToggle = FeatureToggle(
        "personalizedTools",
        hides: "the country setting (`country`, the menu's localization) and the lists ordered for your country (`show`)")
    public nonisolated static let dashboardLessonsToggle = FeatureToggle(
        "dashboardLessons",
        hides: "lessons on the dashboard: `lessons`, its routes and links, the Lessons tab and the featured lesson")
    public nonisolated static let learnToShareToggle = FeatureToggle(
        "learnToShare", hides: "learn to share on a tool's details (`learn` and its line)")

    public nonisolated static let toggles = [personalizedToolsToggle, dashboardLessonsToggle, learnToShareToggle]

    /// What `toggle` hides, in the app language.
    public func describe(_ toggle: FeatureToggle) -> String {
        let strings = ToolsStrings.localizer(environment.currentAppLanguage)
        switch toggle {
        case Self.personalizedToolsToggle: return strings.text(.togglePersonalizedToolsHides)
        case Self.dashboardLessonsToggle: return strings.text(.toggleDashboardLessonsHides)
        case Self.learnToShareToggle: return strings.text(.toggleLearnToShareHides)
        default: return toggle.hides
        }
    }

    /// What the host's toggles say now, for the screens: read again each time, never kept.
    var toolsToggles: ToolsTogglesReading {
        { [states = environment.toggles] in ToolsToggles(states) }
    }

    /// Why `route` cannot open now, when what it leads to is toggled off: a lesson, or the lessons.
    func refusalWhileToggledOff(_ route: FeatureRoute) -> String? {
        guard route == Self.lessonsRoute || route == Self.lessonRoute, !toolsToggles().dashboardLessons else { return nil }
        return ToolsDashboardStrings.localizer(environment.currentAppLanguage).text(.lessonsUnavailable)
    }
}

extension ToolsToggles {
    /// The Tools toggles as `states` has them now.
    init(_ states: FeatureToggleStates) {
        self.init(
            personalizedTools: states.isOn(ToolsFeature.personalizedToolsToggle.name),
            dashboardLessons: states.isOn(ToolsFeature.dashboardLessonsToggle.name),
            learnToShare: states.isOn(ToolsFeature.learnToShareToggle.name))
    }
}
