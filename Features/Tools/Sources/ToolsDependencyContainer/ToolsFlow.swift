import Navigation
import ToolsPresentation

/// Coordinates the Tools screens, for the app and the Demo alike: the tools list or
/// the Favorites screen; a tool's details on top of either; the category and
/// language filters over the list (a choice goes back to it); a tool's reader and
/// its settings, from the details or from the reader; the lessons list, its language
/// filter and a lesson being read; Downloadable languages (another feature hands over to it).
@MainActor
public final class ToolsFlow: Flow {
    /// Where the flow starts.
    public enum Start: Sendable {
        case tools
        case favorites
        case lessons
        case downloadableLanguages
    }

    private let diContainer: ToolsDiContainer
    private let startScreen: Start
    private let flowStepEmitter = FlowStepEmitter<ToolsFlowStep>()

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
        case .openToolTappedFromToolDetails(let id):
            push(diContainer.makeToolReaderView(toolId: id, flowStepEmitter: flowStepEmitter))
        case .toolSettingsTappedFromToolDetails(let id), .toolSettingsTappedFromTool(let id):
            push(diContainer.makeToolSettingsView(toolId: id))
        case .lessonTappedFromLessons(let id):
            push(diContainer.makeLessonReaderView(lessonId: id, flowStepEmitter: flowStepEmitter))
        case .lessonLanguageFilterTappedFromLessons:
            push(diContainer.makeLessonLanguageFilterView(flowStepEmitter: flowStepEmitter))
        case .languageTappedFromLessonLanguageFilter:
            navigation.pop()
        }
    }
}
