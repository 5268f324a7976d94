import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// Opens a tool to read it, for the reader of its kind to show: the first opening counts a
/// view (tracked once), downloads what is not saved and uses a link's languages; coming back
/// from its settings reads it again in the languages now chosen. The reader of the tool's
/// kind keeps the place; this keeps the tool (``OpenedTool``) and the language shown.
@MainActor
@Observable
public final class ToolReaderViewModel {
    /// How an opening went: the first one, or a reading again.
    public enum Opening: Sendable, Equatable {
        case first
        case again
    }

    public private(set) var state: ScreenState<ToolReaderDomainModel, ToolsFailure> = .loading
    public let toolId: String
    /// The page (1-based) a link asked to open on; used on the first opening only.
    public let startPage: Int?
    /// The languages a link asked to open in; used on the first opening only.
    public let linkLanguages: ToolLinkLanguagesDomainModel?
    public let opened = OpenedTool()
    public let languages = ParallelLanguageSwitch()
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    @ObservationIgnored private let openToolUseCase: OpenToolUseCase
    @ObservationIgnored private let readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase
    @ObservationIgnored private let sharing: ToolSharing
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Told how downloads go while it opens (the progress line, given by the DiContainer).
    @ObservationIgnored private let downloadProgressChanged: ToolDownloadProgressHandler
    @ObservationIgnored private var hasOpened = false

    public init(
        toolId: String, startPage: Int? = nil, linkLanguages: ToolLinkLanguagesDomainModel? = nil,
        openToolUseCase: OpenToolUseCase, readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase,
        sharing: ToolSharing, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled,
        downloadProgressChanged: @escaping ToolDownloadProgressHandler = { _ in }
    ) {
        self.toolId = toolId
        self.startPage = startPage
        self.linkLanguages = linkLanguages
        self.openToolUseCase = openToolUseCase
        self.readToolInChosenLanguagesUseCase = readToolInChosenLanguagesUseCase
        self.sharing = sharing
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.downloadProgressChanged = downloadProgressChanged
    }

    /// The translation shown, while the tool is open.
    public var shownTranslation: ToolTranslationDomainModel? { languages.shown(of: state.loadedContent) }

    /// Opens the tool the first time (a view is counted); later, reads it again in the
    /// languages now chosen. `nil` when it could not be had.
    @discardableResult
    public func screenAppeared() async -> Opening? {
        let onProgress = downloadProgressChanged
        do {
            let tool =
                hasOpened
                ? try await readToolInChosenLanguagesUseCase.execute(toolId: toolId, onProgress: onProgress)
                : try await openToolUseCase.execute(toolId: toolId, linkLanguages: linkLanguages, onProgress: onProgress)
            let opening: Opening = hasOpened ? .again : .first
            if opening == .first {
                analytics.track(
                    ToolsAnalyticsEvent.toolOpened(
                        code: tool.code, language: tool.primary.language.code, parallelLanguage: tool.parallel?.language.code))
            }
            hasOpened = true
            opened.read(tool)
            languages.toolRead(tool)
            state = .content(tool)
            return opening
        } catch {
            opened.failedToRead()
            state = .failure(ToolsFailure(error))
            return nil
        }
    }

    /// `settings`: the tool's languages and training tips.
    public func settingsTapped() {
        flowStepEmitter.emit(.toolSettingsTappedFromTool(id: toolId))
    }

    /// `share` with no reader to say where (the tool could not be had): the tool's link.
    public func shareTapped() async -> ToolsNotice {
        await sharing.shareTapped(pageIndex: nil, languageCode: nil)
    }

    /// `back` with no reader to go back in (the tool could not be had): the tool is left.
    public func leaveTapped() {
        flowStepEmitter.emit(.backTappedFromTool)
    }
}
