import Navigation
import ToolsDomain
import ToolsPresentation

/// Coordinates the Tools screens, for the app and the Demo alike: the tools list or
/// the Favorites screen; a tool's details on top of either; the category and
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
        case .tools: push(diContainer.makeToolsListView(flowStepEmitter: flowStepEmitter))
        case .favorites: push(diContainer.makeFavoriteToolsView(flowStepEmitter: flowStepEmitter))
        case .lessons: push(diContainer.makeLessonsListView(flowStepEmitter: flowStepEmitter))
        case .downloadableLanguages: push(diContainer.makeDownloadableLanguagesView())
        case .toolDetails(let id):
            push(diContainer.makeToolsListView(flowStepEmitter: flowStepEmitter))
            navigate(to: .toolTappedFromTools(id: id))
        case .toolReader(let id, let page, let languages):
            push(diContainer.makeToolsListView(flowStepEmitter: flowStepEmitter))
            navigate(to: .toolTappedFromTools(id: id))
            push(
                diContainer.makeToolReaderView(
                    toolId: id, startPage: page, linkLanguages: languages, flowStepEmitter: flowStepEmitter))
        case .lessonReader(let id):
            push(diContainer.makeLessonsListView(flowStepEmitter: flowStepEmitter))
            navigate(to: .lessonTappedFromLessons(id: id))
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
        case .countryTappedFromTools, .countryTappedFromLessons, .localizationTappedFromMenu, .countryChosenFromCountryList,
            .lessonClosedFromLessonReader, .evaluationFinishedFromLessonEvaluation:
            navigateForPersonalization(to: step)
        }
    }
}
