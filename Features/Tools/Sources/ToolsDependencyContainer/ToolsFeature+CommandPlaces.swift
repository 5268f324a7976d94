import ReplKit
import ToolsPresentation

extension ToolsFeature {
    /// The dashboard's, the introduction's and Send feedback's own commands, for a person who
    /// types one elsewhere.
    public var commandPlaces: [CommandPlace] {
        let strings = ToolsDashboardStrings.localizer(environment.currentAppLanguage)
        let dashboard = strings.text(.placeDashboard)
        return [
            CommandPlace(command: "tab", place: dashboard),
            CommandPlace(command: "all", place: dashboard),
            CommandPlace(command: "skip", place: strings.text(.placeOnboarding)),
            CommandPlace(command: "write", place: strings.text(.placeFeedback)),
        ]
    }
}
