import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

/// Gives one tool, built in the test, as the reader's content; counts nothing.
struct OneToolReader: GetToolReaderInterface, ToolViewsInterface {
    let tool: ToolReaderDomainModel

    func getToolReader(
        toolId: String, linkLanguages: ToolLinkLanguagesDomainModel?, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> ToolReaderDomainModel { tool }

    func recordToolOpened(toolId: String) async {}
}

/// Keeps reading paths in memory, as the database would across readers.
actor PathsKeptInMemory: ToolReadingPathInterface {
    private var paths: [String: [String]] = [:]

    func keptPath(toolId: String) async -> [String] { paths[toolId] ?? [] }

    func keepPath(toolId: String, pageIds: [String]) async { paths[toolId] = pageIds }
}

/// Makes no links: these tests do not share.
struct NoShareLinks: ToolShareLinkInterface {
    func getShareLink(toolId: String, pageIndex: Int?, languageCode: String?) async throws(ToolsError)
        -> ToolShareLinkDomainModel
    { throw .toolNotFound(id: toolId) }
}

/// Keeps training tips in memory: on or off, and the tips opened.
actor TipsKeptInMemory: ToolTrainingTipsInterface {
    private var isOn: Bool
    private var seen: Set<String> = []

    init(isOn: Bool = false) {
        self.isOn = isOn
    }

    func getTrainingTips(toolId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        ToolTrainingTipsDomainModel(isOn: isOn, seenTipIds: seen)
    }

    func setTrainingTips(toolId: String, isOn: Bool) async throws(ToolsError) { self.isOn = isOn }

    func markTipSeen(toolId: String, tipId: String) async throws(ToolsError) { seen.insert(tipId) }
}

/// The reader screen of `tool`, opened, with the reader its kind needs made as the
/// DiContainer makes it, over in-memory fakes.
@MainActor
func readerScreen(
    _ tool: ToolReaderDomainModel, steps: FlowStepEmitter<ToolsFlowStep> = FlowStepEmitter(),
    paths: any ToolReadingPathInterface = PathsKeptInMemory(), tips: any ToolTrainingTipsInterface = TipsKeptInMemory()
) async -> ToolReaderView {
    let source = OneToolReader(tool: tool)
    let sharing = ToolSharing(toolId: tool.toolId, shareToolUseCase: ShareToolUseCase(links: NoShareLinks()))
    let reading = ToolReaderViewModel(
        toolId: tool.toolId, openToolUseCase: OpenToolUseCase(reader: source, views: source),
        readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase(reader: source), sharing: sharing,
        flowStepEmitter: steps)
    let language = TestAppLanguage.current("en")
    let view = ToolReaderView(viewModel: reading, currentAppLanguage: language) { kind in
        let tipsViewModel = ToolTipReaderViewModel(
            toolId: tool.toolId, opened: reading.opened, languages: reading.languages,
            viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase(tips: tips),
            openToolTipUseCase: OpenToolTipUseCase(tips: tips))
        let parts = ToolReaderParts(
            opened: reading.opened, languages: reading.languages, tips: tipsViewModel, sharing: sharing,
            flowStepEmitter: steps)
        switch kind {
        case .tract:
            return TractReaderView(viewModel: TractReaderViewModel(parts: parts), currentAppLanguage: language)
        case .chooseYourOwnAdventure:
            return AdventureReaderView(
                viewModel: AdventureReaderViewModel(
                    parts: parts, keepToolPathUseCase: KeepToolPathUseCase(path: paths),
                    resumeToolPathUseCase: ResumeToolPathUseCase(path: paths)), currentAppLanguage: language)
        case .articles:
            return ArticleReaderView(viewModel: ArticleReaderViewModel(parts: parts), currentAppLanguage: language)
        }
    }
    await view.appear()
    return view
}

@MainActor
func tractReader(
    _ tool: ToolReaderDomainModel, steps: FlowStepEmitter<ToolsFlowStep> = FlowStepEmitter(),
    tips: any ToolTrainingTipsInterface = TipsKeptInMemory()
) async throws -> TractReaderViewModel {
    try #require((await readerScreen(tool, steps: steps, tips: tips).reader as? TractReaderView)?.viewModel)
}

@MainActor
func adventureReader(_ tool: ToolReaderDomainModel, paths: any ToolReadingPathInterface = PathsKeptInMemory()) async throws
    -> AdventureReaderViewModel
{
    try #require((await readerScreen(tool, paths: paths).reader as? AdventureReaderView)?.viewModel)
}

@MainActor
func articleReader(_ tool: ToolReaderDomainModel) async throws -> ArticleReaderViewModel {
    try #require((await readerScreen(tool).reader as? ArticleReaderView)?.viewModel)
}

/// Runs a screen command as the REPL would.
@MainActor
func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
    guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
    return await command.action(arguments)
}
