import Foundation
import Localization

/// Every text of the dashboard, the introduction and the menu, one key each: a table of
/// their own (`Resources/DashboardStrings`), beside the Tools screens' `ToolsStringKey`.
public enum ToolsDashboardStringKey: String, LocalizedStringKey {
    case tabLessons = "tab.lessons"
    case tabFavorites = "tab.favorites"
    case tabTools = "tab.tools"
    case dashboardTabs = "dashboard.tabs"
    case commandTabUsage = "command.tab.usage"
    case commandTabSummary = "command.tab.summary"
    case errorUnknownTab = "error.unknownTab"
    case commandTabUsageNoLessons = "command.tab.usageNoLessons"
    case commandTabSummaryNoLessons = "command.tab.summaryNoLessons"
    case errorUnknownTabNoLessons = "error.unknownTabNoLessons"
    /// What a lessons route, link or tab says while the `dashboardLessons` toggle is off.
    case lessonsUnavailable = "lessons.unavailable"
    case favoritesTabWelcome = "favoritesTab.welcome"
    case favoritesTabFeaturedLesson = "favoritesTab.featuredLesson"
    case favoritesTabYourFavorites = "favoritesTab.yourFavorites"
    case favoritesTabViewAll = "favoritesTab.viewAll"
    case favoritesTabEmpty = "favoritesTab.empty"
    case favoritesTabHint = "favoritesTab.hint"
    case favoritesTabWelcomeNoLessons = "favoritesTab.welcomeNoLessons"
    case favoritesTabHintNoLessons = "favoritesTab.hintNoLessons"
    case commandOpenFavoritesTabSummary = "command.open.favoritesTab.summary"
    case commandAllSummary = "command.all.summary"
    case onboardingTitle = "onboarding.title"
    case onboardingPage1Title = "onboarding.page1.title"
    case onboardingPage1Body = "onboarding.page1.body"
    case onboardingPage2Title = "onboarding.page2.title"
    case onboardingPage2Body = "onboarding.page2.body"
    case onboardingPage3Title = "onboarding.page3.title"
    case onboardingPage3Body = "onboarding.page3.body"
    case onboardingPage4Title = "onboarding.page4.title"
    case onboardingPage4Body = "onboarding.page4.body"
    case onboardingProgress = "onboarding.progress"
    case onboardingHint = "onboarding.hint"
    case onboardingLastHint = "onboarding.lastHint"
    case onboardingFirstPage = "onboarding.firstPage"
    case onboardingCouldNotSave = "onboarding.couldNotSave"
    case commandNextSummary = "command.next.summary"
    case commandPrevSummary = "command.prev.summary"
    case commandSkipSummary = "command.skip.summary"
    case menuEntryTitle = "menu.entryTitle"
    case menuTitle = "menu.title"
    case menuLanguageSettings = "menu.languageSettings"
    case menuLocalization = "menu.localization"
    case menuTutorial = "menu.tutorial"
    case menuAbout = "menu.about"
    case menuFeedback = "menu.feedback"
    case menuHint = "menu.hint"
    case commandOpenMenuSummary = "command.open.menu.summary"
    case aboutTitle = "about.title"
    case aboutSummary = "about.summary"
    case aboutVersion = "about.version"
    case aboutTerms = "about.terms"
    case aboutPrivacy = "about.privacy"
    case aboutHint = "about.hint"
    case feedbackTitle = "feedback.title"
    case feedbackPrompt = "feedback.prompt"
    case commandWriteUsage = "command.write.usage"
    case commandWriteSummary = "command.write.summary"
    case feedbackSaved = "feedback.saved"
    case feedbackEmpty = "feedback.empty"
    case feedbackTooLong = "feedback.tooLong"
    case feedbackNoDataFolder = "feedback.noDataFolder"
    case feedbackCouldNotSave = "feedback.couldNotSave"
    case placeDashboard = "place.dashboard"
    case placeOnboarding = "place.onboarding"
    case placeFeedback = "place.feedback"
}

/// The dashboard's string catalog, loaded once from the package's resources.
public enum ToolsDashboardStrings {
    public static let catalog = StringCatalog<ToolsDashboardStringKey>.load(
        resources: "Tools_ToolsPresentation", fallback: { .module }, subdirectory: "DashboardStrings")

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ToolsDashboardStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
