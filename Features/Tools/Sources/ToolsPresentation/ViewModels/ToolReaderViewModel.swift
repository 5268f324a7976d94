import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// A tool being read: one page at a time, in the primary language or, after `switch`,
/// the same page in the parallel one. Opening it counts a view and downloads what is
/// not saved; coming back from its settings reads it again in the languages now
/// chosen, on the same page.
@MainActor
@Observable
public final class ToolReaderViewModel {
    public private(set) var state: ScreenState<ToolReaderDomainModel, ToolsFailure> = .loading
    /// The page shown, 0-based.
    public private(set) var pageIndex = 0
    /// Whether the parallel language is shown.
    public private(set) var showsParallel = false
    /// The languages downloaded by the last load, to say so once.
    public private(set) var justDownloaded: [ToolLanguageDomainModel] = []
    public let toolId: String

    @ObservationIgnored private let openToolUseCase: OpenToolUseCase
    @ObservationIgnored private let readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Told how downloads go while it opens (the progress line, given by the DiContainer).
    @ObservationIgnored private let downloadProgressChanged: ToolDownloadProgressHandler
    @ObservationIgnored private var hasOpened = false

    public init(
        toolId: String, openToolUseCase: OpenToolUseCase, readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled,
        downloadProgressChanged: @escaping ToolDownloadProgressHandler = { _ in }
    ) {
        self.downloadProgressChanged = downloadProgressChanged
        self.toolId = toolId
        self.openToolUseCase = openToolUseCase
        self.readToolInChosenLanguagesUseCase = readToolInChosenLanguagesUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// The translation on screen.
    public var shownTranslation: ToolTranslationDomainModel? {
        guard let tool = state.loadedContent else { return nil }
        return showsParallel ? tool.parallel ?? tool.primary : tool.primary
    }

    /// The translation `switch` would show.
    public var otherTranslation: ToolTranslationDomainModel? {
        guard let tool = state.loadedContent, let parallel = tool.parallel else { return nil }
        return showsParallel ? tool.primary : parallel
    }

    public var pageCount: Int { shownTranslation?.pages.count ?? 0 }

    public var shownPage: ToolPageDomainModel? {
        shownTranslation.flatMap { $0.pages.indices.contains(pageIndex) ? $0.pages[pageIndex] : nil }
    }

    /// Opens the tool the first time (a view is counted); later, reads it again in the
    /// languages now chosen.
    public func screenAppeared() async {
        let onProgress = downloadProgressChanged
        do {
            let tool =
                hasOpened
                ? try await readToolInChosenLanguagesUseCase.execute(toolId: toolId, onProgress: onProgress)
                : try await openToolUseCase.execute(toolId: toolId, onProgress: onProgress)
            if !hasOpened {
                analytics.track(
                    ToolsAnalyticsEvent.toolOpened(
                        code: tool.code, language: tool.primary.language.code, parallelLanguage: tool.parallel?.language.code))
            }
            hasOpened = true
            justDownloaded = tool.downloadedLanguages
            state = .content(tool)
            if tool.parallel == nil { showsParallel = false }
            clampPage()
        } catch {
            justDownloaded = []
            state = .failure(ToolsFailure(error))
        }
    }

    /// Tries again after a failure (`refresh`).
    public func refreshTapped() async {
        await screenAppeared()
    }

    public func nextTapped() -> ToolsNotice? {
        justDownloaded = []
        guard pageIndex + 1 < pageCount else { return .onLastPage }
        pageIndex += 1
        return nil
    }

    public func previousTapped() -> ToolsNotice? {
        justDownloaded = []
        guard pageIndex > 0 else { return .onFirstPage }
        pageIndex -= 1
        return nil
    }

    /// Goes to page `number` (1-based, as shown).
    public func pageTapped(_ number: Int) -> ToolsNotice? {
        justDownloaded = []
        guard (1...max(1, pageCount)).contains(number), pageCount > 0 else { return .noSuchPage(page: number, pages: pageCount) }
        pageIndex = number - 1
        return nil
    }

    /// The same page in the other language (the last one when it has fewer pages).
    public func switchTapped() -> ToolsNotice? {
        justDownloaded = []
        guard otherTranslation != nil else { return .noParallelLanguage }
        showsParallel.toggle()
        clampPage()
        return nil
    }

    public func settingsTapped() {
        flowStepEmitter.emit(.toolSettingsTappedFromTool(id: toolId))
    }

    private func clampPage() {
        pageIndex = min(pageIndex, max(0, pageCount - 1))
    }
}
