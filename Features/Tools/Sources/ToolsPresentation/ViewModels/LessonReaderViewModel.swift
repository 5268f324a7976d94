import Navigation
import Observation
import ReplKit
import ToolsDomain

/// A lesson being read, one page at a time, its progress kept at every page. A lesson
/// left in the middle first asks whether to pick up where the person left off.
@MainActor
@Observable
public final class LessonReaderViewModel {
    public private(set) var state: ScreenState<LessonReaderDomainModel, ToolsFailure> = .loading
    /// The page shown, 0-based.
    public private(set) var pageIndex = 0
    /// The page the person may go back to, while they have not answered.
    public private(set) var pendingResumePage: Int?
    public private(set) var progress: LessonProgressDomainModel?
    /// Whether the lesson's files were downloaded to open it, to say so once.
    public private(set) var justDownloaded: [ToolLanguageDomainModel] = []
    /// A page's progress that could not be kept, to say so.
    public private(set) var saveFailure: ToolsFailure?
    public let lessonId: String

    @ObservationIgnored private let openLessonUseCase: OpenLessonUseCase
    @ObservationIgnored private let turnLessonPageUseCase: TurnLessonPageUseCase
    @ObservationIgnored let shareLessonUseCase: ShareLessonUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    /// Told how downloads go while it opens (the progress line, given by the DiContainer).
    @ObservationIgnored private let downloadProgressChanged: ToolDownloadProgressHandler
    @ObservationIgnored private var hasOpened = false
    /// Asks, when the person leaves, whether the lesson's evaluation is due (none: never).
    @ObservationIgnored let askLessonEvaluationUseCase: AskLessonEvaluationUseCase?
    /// The highest page shown in this reading, 0-based, and whether the lesson was completed in it.
    @ObservationIgnored var highestPageIndex = 0
    @ObservationIgnored var completedInThisReading = false

    public init(
        lessonId: String, openLessonUseCase: OpenLessonUseCase, turnLessonPageUseCase: TurnLessonPageUseCase,
        shareLessonUseCase: ShareLessonUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        downloadProgressChanged: @escaping ToolDownloadProgressHandler = { _ in },
        askLessonEvaluationUseCase: AskLessonEvaluationUseCase? = nil
    ) {
        self.downloadProgressChanged = downloadProgressChanged
        self.askLessonEvaluationUseCase = askLessonEvaluationUseCase
        self.lessonId = lessonId
        self.openLessonUseCase = openLessonUseCase
        self.turnLessonPageUseCase = turnLessonPageUseCase
        self.shareLessonUseCase = shareLessonUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public var pages: [ToolPageDomainModel] { state.loadedContent?.translation.pages ?? [] }

    public var shownPage: ToolPageDomainModel? {
        pages.indices.contains(pageIndex) ? pages[pageIndex] : nil
    }

    /// Opens the lesson once (a view is counted); asks about resuming, or starts on page 1.
    public func screenAppeared() async {
        guard !hasOpened else { return }
        do {
            let lesson = try await openLessonUseCase.execute(lessonId: lessonId, onProgress: downloadProgressChanged)
            hasOpened = true
            justDownloaded = lesson.downloadedLanguages
            state = .content(lesson)
            if let resume = lesson.resumePageIndex {
                pendingResumePage = resume
            } else {
                await show(page: 0, keepingSavedNotice: true)
            }
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    /// Tries again after a failure (`refresh`).
    public func refreshTapped() async {
        hasOpened = false
        await screenAppeared()
    }

    /// Back to the page the lesson was left on.
    public func continueTapped() async -> ToolsNotice? {
        guard let page = pendingResumePage else { return nil }
        pendingResumePage = nil
        await show(page: page)
        return nil
    }

    /// From the first page, its progress back to 0.
    public func startOverTapped() async -> ToolsNotice? {
        guard pendingResumePage != nil else { return nil }
        pendingResumePage = nil
        await show(page: 0)
        return nil
    }

    public func nextTapped() async -> ToolsNotice? {
        if pendingResumePage != nil { return .answerResumeFirst }
        guard pageIndex + 1 < pages.count else { return .onLastPage }
        await show(page: pageIndex + 1)
        return nil
    }

    public func previousTapped() async -> ToolsNotice? {
        if pendingResumePage != nil { return .answerResumeFirst }
        guard pageIndex > 0 else { return .onFirstPage }
        await show(page: pageIndex - 1)
        return nil
    }

    /// Shows `page`; the "saved for offline reading" line goes once a page turns (an answer
    /// refused leaves what is shown as it is).
    private func show(page: Int, keepingSavedNotice: Bool = false) async {
        if !keepingSavedNotice { justDownloaded = [] }
        pageIndex = page
        do {
            progress = try await turnLessonPageUseCase.execute(lessonId: lessonId, pageIndex: page, pageCount: pages.count)
            saveFailure = nil
        } catch {
            progress = LessonProgressRule.progress(pageIndex: page, pageCount: pages.count)
            saveFailure = ToolsFailure(error)
        }
        pageReached(page)
    }
}
