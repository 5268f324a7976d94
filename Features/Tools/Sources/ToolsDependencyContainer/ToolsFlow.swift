import Navigation
import ToolsDomain
import ToolsPresentation

/// Coordinates the Tools screens, for the app and the Demo alike: the dashboard (its
/// Lessons, Favorites and Tools tabs, the introduction the first time) and every favorite
/// from it, the menu and its screens; a tool's details on top of the dashboard; the category and
/// language filters over the list (a choice goes back to it); a tool's reader and
/// its settings, from the details or from the reader; the lessons list, its language
/// filter and a lesson being read; Downloadable languages (another feature hands over to it).
@MainActor
public final class ToolsFlow: Flow {
    /// Where the flow starts.
    public enum Start: Sendable, Equatable {
        case tools
        case favorites
        case lessons
        case downloadableLanguages
        /// A tool's details over the tools list (`tools/{abbreviation}`).
        case toolDetails(toolId: String)
        /// A tool being read, over its details and the list (`tools/{abbreviation}/read`), at
        /// `page` (1-based) and in a link's languages when they are given.
        case toolReader(toolId: String, page: Int? = nil, languages: ToolLinkLanguagesDomainModel? = nil)
        /// A lesson being read, over the lessons list (`lessons/{abbreviation}`).
        case lessonReader(lessonId: String)
        /// Every favorite, over the dashboard's Favorites tab (`favorites/all`).
        case allFavorites
        /// The menu (`menu`).
        case menu
        /// About, over the menu (`menu/about`).
        case about
        /// The country setting (the menu's localization row).
        case country
    }

    let diContainer: ToolsDiContainer
    private let startScreen: Start
    let flowStepEmitter = FlowStepEmitter<ToolsFlowStep>()

    public init(diContainer: ToolsDiContainer, navigation: NavigationStack, start: Start = .tools) {
        self.diContainer = diContainer
        startScreen = start
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        switch startScreen {
        case .tools, .favorites: pushDashboard(tab: .favorites)
        case .lessons: pushDashboard(tab: .lessons)
        case .downloadableLanguages: push(diContainer.makeDownloadableLanguagesView())
        case .toolDetails(let id):
            pushDashboard(tab: .tools)
            navigate(to: .toolTappedFromTools(id: id))
        case .toolReader(let id, let page, let languages):
            pushDashboard(tab: .tools)
            navigate(to: .toolTappedFromTools(id: id))
            push(
                diContainer.makeToolReaderView(
                    toolId: id, startPage: page, linkLanguages: languages, flowStepEmitter: flowStepEmitter))
        case .lessonReader(let id):
            pushDashboard(tab: .lessons)
            navigate(to: .lessonTappedFromLessons(id: id))
        case .allFavorites, .menu, .about: startAroundDashboard(startScreen)
        case .country:
            navigate(to: .localizationTappedFromMenu)
        }
    }

    func navigate(to step: ToolsFlowStep) {
        switch step {
        case .toolTappedFromTools(let id), .toolTappedFromFavorites(let id):
            push(diContainer.makeToolDetailsView(toolId: id, flowStepEmitter: flowStepEmitter))
        case .categoryFilterTappedFromTools:
            push(diContainer.makeToolCategoryFilterView(flowStepEmitter: flowStepEmitter))
        case .languageFilterTappedFromTools:
            push(diContainer.makeToolLanguageFilterView(flowStepEmitter: flowStepEmitter))
        case .categoryTappedFromToolCategoryFilter, .languageTappedFromToolLanguageFilter:
            navigation.pop()
        case .openToolTappedFromToolDetails(let id), .learnToShareToolTappedFromToolDetails(let id):
            push(diContainer.makeToolReaderView(toolId: id, flowStepEmitter: flowStepEmitter))
        case .toolSettingsTappedFromToolDetails(let id), .toolSettingsTappedFromTool(let id):
            push(diContainer.makeToolSettingsView(toolId: id))
        case .lessonTappedFromLessons(let id):
            push(diContainer.makeLessonReaderView(lessonId: id, flowStepEmitter: flowStepEmitter))
        case .lessonLanguageFilterTappedFromLessons:
            push(diContainer.makeLessonLanguageFilterView(flowStepEmitter: flowStepEmitter))
        case .languageTappedFromLessonLanguageFilter, .backTappedFromTool:
            navigation.pop()
        case .lessonTappedFromDashboardFavorites, .viewAllFavoritesTappedFromDashboard, .tutorialFinishedFromOnboarding,
            .languageSettingsTappedFromMenu, .tutorialTappedFromMenu, .aboutTappedFromMenu,
            .sendFeedbackTappedFromMenu:
            navigateAroundDashboard(to: step)
        case .countryTappedFromTools, .countryTappedFromLessons, .localizationTappedFromMenu, .countryChosenFromCountryList,
            .lessonClosedFromLessonReader, .evaluationFinishedFromLessonEvaluation:
            navigateForPersonalization(to: step)
        }
    }
}
