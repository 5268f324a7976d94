import Navigation

/// What a person did on a Tools screen that may lead elsewhere, named as GodTools
/// names them: the action, then the screen it was done on.
public enum ToolsFlowStep: FlowStep, Equatable {
    case toolTappedFromTools(id: String)
    case toolTappedFromFavorites(id: String)
    case categoryFilterTappedFromTools
    case languageFilterTappedFromTools
    case categoryTappedFromToolCategoryFilter
    case languageTappedFromToolLanguageFilter
    case openToolTappedFromToolDetails(id: String)
    /// "Learn to share this tool": the tool opens with its training tips on.
    case learnToShareToolTappedFromToolDetails(id: String)
    case toolSettingsTappedFromToolDetails(id: String)
    case toolSettingsTappedFromTool(id: String)
    /// `back` on a tool with nothing left to go back to inside it.
    case backTappedFromTool
    case lessonTappedFromLessons(id: String)
    case lessonLanguageFilterTappedFromLessons
    case languageTappedFromLessonLanguageFilter
    /// The featured lesson opened from the dashboard's Favorites tab.
    case lessonTappedFromDashboardFavorites(id: String)
    /// "View all" on the dashboard's Favorites tab: every favorite.
    case viewAllFavoritesTappedFromDashboard
    /// The introduction reached its end or was skipped.
    case tutorialFinishedFromOnboarding
    case languageSettingsTappedFromMenu
    case tutorialTappedFromMenu
    case aboutTappedFromMenu
    case sendFeedbackTappedFromMenu
    /// `country` on the tools or lessons list, or the menu's localization row.
    case countryTappedFromTools
    case countryTappedFromLessons
    case localizationTappedFromMenu
    case countryChosenFromCountryList
    /// `back` on a lesson; `evaluateAtPage` is the highest page reached when its evaluation is due.
    case lessonClosedFromLessonReader(id: String, evaluateAtPage: Int?)
    case evaluationFinishedFromLessonEvaluation
}
