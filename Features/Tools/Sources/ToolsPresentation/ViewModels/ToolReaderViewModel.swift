import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// A tool being read, as GodTools renders its kind: a tract's hero then its cards one at a
/// time (hidden cards through links, modals over the page, the call to action at the end);
/// a choose-your-own-adventure page by page along the choices made, `back` following the
/// path taken; an article tool by category, then article. `switch` shows the same place in
/// the parallel language. Opening it counts a view and downloads what is not saved; coming
/// back from its settings reads it again in the languages now chosen, in the same place.
@MainActor
@Observable
public final class ToolReaderViewModel {
    public private(set) var state: ScreenState<ToolReaderDomainModel, ToolsFailure> = .loading
    /// The page shown, 0-based.
    public private(set) var pageIndex = 0
    /// The card shown on a tract page (its index among all cards); `nil` for the hero.
    public private(set) var cardIndex: Int?
    /// The card a hidden card was opened from, to go back to.
    public private(set) var hiddenCardOpenedFrom: Int??
    /// The modal open over the page.
    public private(set) var modalIndex: Int?
    /// The pages visited before this one in a choose-your-own-adventure, oldest first.
    public private(set) var path: [Int] = []
    /// The article category open (index among the categories); `nil` on the categories.
    public private(set) var categoryIndex: Int?
    /// Whether an article (the page at `pageIndex`) is open.
    public private(set) var isReadingArticle = false
    /// Whether the parallel language is shown.
    public private(set) var showsParallel = false
    /// Whether training tips are shown, and the tips opened so far.
    public private(set) var trainingTips = ToolTrainingTipsDomainModel(isOn: false)
    /// The training tip open over the page (its id) and the page of it shown.
    public private(set) var openTipId: String?
    public private(set) var tipPageIndex = 0
    /// The languages downloaded by the last load, to say so once.
    public private(set) var justDownloaded: [ToolLanguageDomainModel] = []
    public let toolId: String
    /// The page (1-based) a link asked to open on; used on the first opening only.
    public let startPage: Int?
    /// The languages a link asked to open in; used on the first opening only.
    public let linkLanguages: ToolLinkLanguagesDomainModel?

    @ObservationIgnored private let openToolUseCase: OpenToolUseCase
    @ObservationIgnored private let readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase
    @ObservationIgnored private let followToolLinkUseCase = FollowToolLinkUseCase()
    @ObservationIgnored private let keepToolPathUseCase: KeepToolPathUseCase
    @ObservationIgnored private let resumeToolPathUseCase: ResumeToolPathUseCase
    @ObservationIgnored private let viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase
    @ObservationIgnored private let openToolTipUseCase: OpenToolTipUseCase
    /// Internal for `ToolReaderViewModel+Sharing.swift`.
    @ObservationIgnored let shareToolUseCase: ShareToolUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Told how downloads go while it opens (the progress line, given by the DiContainer).
    @ObservationIgnored private let downloadProgressChanged: ToolDownloadProgressHandler
    @ObservationIgnored private var hasOpened = false

    public init(
        toolId: String, startPage: Int? = nil, linkLanguages: ToolLinkLanguagesDomainModel? = nil,
        openToolUseCase: OpenToolUseCase,
        readToolInChosenLanguagesUseCase: ReadToolInChosenLanguagesUseCase,
        keepToolPathUseCase: KeepToolPathUseCase, resumeToolPathUseCase: ResumeToolPathUseCase,
        viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase, openToolTipUseCase: OpenToolTipUseCase,
        shareToolUseCase: ShareToolUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled,
        downloadProgressChanged: @escaping ToolDownloadProgressHandler = { _ in }
    ) {
        self.downloadProgressChanged = downloadProgressChanged
        self.toolId = toolId
        self.startPage = startPage
        self.linkLanguages = linkLanguages
        self.openToolUseCase = openToolUseCase
        self.readToolInChosenLanguagesUseCase = readToolInChosenLanguagesUseCase
        self.keepToolPathUseCase = keepToolPathUseCase
        self.resumeToolPathUseCase = resumeToolPathUseCase
        self.viewToolTrainingTipsUseCase = viewToolTrainingTipsUseCase
        self.openToolTipUseCase = openToolTipUseCase
        self.shareToolUseCase = shareToolUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// Opens the tool the first time (a view is counted); later, reads it again in the
    /// languages now chosen.
    public func screenAppeared() async {
        let onProgress = downloadProgressChanged
        do {
            let tool =
                hasOpened
                ? try await readToolInChosenLanguagesUseCase.execute(toolId: toolId, onProgress: onProgress)
                : try await openToolUseCase.execute(toolId: toolId, linkLanguages: linkLanguages, onProgress: onProgress)
            let firstOpening = !hasOpened
            if firstOpening {
                analytics.track(
                    ToolsAnalyticsEvent.toolOpened(
                        code: tool.code, language: tool.primary.language.code, parallelLanguage: tool.parallel?.language.code))
            }
            hasOpened = true
            justDownloaded = tool.downloadedLanguages
            state = .content(tool)
            if firstOpening, let startPage, tool.primary.pages.indices.contains(startPage - 1) {
                goToPage(startPage - 1)
            } else if firstOpening, tool.kind == .chooseYourOwnAdventure {
                await resumePath(in: tool.primary)
            }
            trainingTips =
                (try? await viewToolTrainingTipsUseCase.execute(toolId: toolId)) ?? ToolTrainingTipsDomainModel(isOn: false)
            if !trainingTips.isOn { openTipId = nil }
            if tool.parallel == nil { showsParallel = false }
            clampPage()
        } catch {
            justDownloaded = []
            state = .failure(ToolsFailure(error))
        }
    }

    /// Runs an input that moves what is shown: the "saved for offline reading" line goes when
    /// the input is taken, and stays when it is refused with a notice (nothing moved).
    private func taking(_ input: () -> ToolsNotice?) -> ToolsNotice? {
        let notice = input()
        if notice == nil { justDownloaded = [] }
        return notice
    }

    private func taking(_ input: () async -> ToolsNotice?) async -> ToolsNotice? {
        let notice = await input()
        if notice == nil { justDownloaded = [] }
        return notice
    }

    /// Tries again after a failure (`refresh`).
    public func refreshTapped() async {
        await screenAppeared()
    }

    /// On a tract: the next card, then the next page's hero. Elsewhere: the next page.
    public func nextTapped() -> ToolsNotice? {
        taking {
            if let tip = shownTip {
                guard tipPageIndex + 1 < tip.pages.count else { return .onLastPage }
                tipPageIndex += 1
                return nil
            }
            modalIndex = nil
            if let tract = shownTract {
                let visible = tract.visibleCardIndices
                let from = hiddenCardOpenedFrom ?? cardIndex
                hiddenCardOpenedFrom = nil
                let next = from.map { current in visible.first { $0 > current } } ?? visible.first
                if let next {
                    cardIndex = next
                    return nil
                }
            }
            guard pageIndex + 1 < pageCount else { return .onLastPage }
            goToPage(pageIndex + 1)
            return nil
        }
    }

    /// On a tract: the card before (the hero before the first), then the previous page's last card.
    public func previousTapped() -> ToolsNotice? {
        taking {
            if shownTip != nil {
                guard tipPageIndex > 0 else { return .onFirstPage }
                tipPageIndex -= 1
                return nil
            }
            modalIndex = nil
            if shownTract != nil, let current = cardIndex {
                if let from = hiddenCardOpenedFrom {
                    hiddenCardOpenedFrom = nil
                    cardIndex = from
                    return nil
                }
                cardIndex = shownTract?.visibleCardIndices.last { $0 < current }
                return nil
            }
            guard pageIndex > 0 else { return .onFirstPage }
            goToPage(pageIndex - 1)
            cardIndex = shownTract?.visibleCardIndices.last
            return nil
        }
    }

    /// Goes to page `number` (1-based, as shown).
    public func pageTapped(_ number: Int) -> ToolsNotice? {
        taking {
            guard (1...max(1, pageCount)).contains(number), pageCount > 0 else {
                return .noSuchPage(page: number, pages: pageCount)
            }
            goToPage(number - 1)
            return nil
        }
    }

    /// Goes to card `number` (1-based among the cards shown in order) of the tract page.
    public func cardTapped(_ number: Int) -> ToolsNotice? {
        taking {
            let visible = shownTract?.visibleCardIndices ?? []
            guard visible.indices.contains(number - 1) else { return .noSuchCard(card: number, cards: visible.count) }
            modalIndex = nil
            hiddenCardOpenedFrom = nil
            cardIndex = visible[number - 1]
            return nil
        }
    }

    /// Follows button or link `number` (1-based, as listed): to a page, a card, a modal, or a URL shown.
    public func linkTapped(_ number: Int) async -> ToolsNotice? {
        await taking {
            let links = shownLinks
            guard let translation = shownTranslation, links.indices.contains(number - 1) else {
                return .noSuchLink(link: number, links: links.count)
            }
            switch followToolLinkUseCase.execute(links[number - 1], onPage: pageIndex, of: translation) {
            case .url(let url): return .linkShown(url: url)
            case .nothing: return .linkGoesNowhere
            case .dismiss: _ = closeTapped()
            case .modal(let index): modalIndex = index
            case .card(let index):
                modalIndex = nil
                if shownTract?.cards[index].isHidden == true, hiddenCardOpenedFrom == nil {
                    hiddenCardOpenedFrom = .some(cardIndex)
                }
                cardIndex = index
            case .page(let index):
                guard kind == .chooseYourOwnAdventure else {
                    goToPage(index)
                    return nil
                }
                path.append(pageIndex)
                goToPage(index)
                await keepPath()
            }
            return nil
        }
    }

    /// Closes the modal or the hidden card on screen; `false` when there is neither.
    public func closeTapped() -> Bool {
        if openTipId != nil {
            openTipId = nil
            return true
        }
        if modalIndex != nil {
            modalIndex = nil
            return true
        }
        if let from = hiddenCardOpenedFrom {
            hiddenCardOpenedFrom = nil
            cardIndex = from
            return true
        }
        return false
    }

    /// `back`: closes a modal or hidden card, goes back along a choose-your-own-adventure's
    /// path or up an article tool; leaves the tool when there is nothing to go back to.
    /// Returns whether it stayed in the tool.
    @discardableResult
    public func backTapped() async -> Bool {
        justDownloaded = []
        if closeTapped() { return true }
        switch kind {
        case .chooseYourOwnAdventure:
            if let previous = path.popLast() {
                goToPage(previous)
                await keepPath()
                return true
            }
        case .articles:
            if isReadingArticle {
                isReadingArticle = false
                return true
            }
            if categoryIndex != nil {
                categoryIndex = nil
                return true
            }
        case .tract: break
        }
        flowStepEmitter.emit(.backTappedFromTool)
        return false
    }

    /// Opens training tip `number` (1-based, as listed) over the page, at its first page; it is
    /// remembered as seen.
    public func tipTapped(_ number: Int) async -> ToolsNotice? {
        guard trainingTips.isOn else { return .trainingTipsOff }
        let ids = shownTipIds
        guard ids.indices.contains(number - 1) else { return .noSuchTip(tip: number, tips: ids.count) }
        justDownloaded = []
        openTipId = ids[number - 1]
        tipPageIndex = 0
        do {
            trainingTips = try await openToolTipUseCase.execute(toolId: toolId, tipId: ids[number - 1])
        } catch {
            return .failed(ToolsFailure(error))
        }
        return nil
    }

    /// `open <n>` on an article tool: a category on the categories, an article in a category.
    public func articleItemTapped(_ number: Int) -> ToolsNotice? {
        taking {
            if categoryIndex == nil {
                guard categories.indices.contains(number - 1) else {
                    return .noSuchArticleItem(item: number, items: categories.count)
                }
                categoryIndex = number - 1
                return nil
            }
            let articles = articlesInCategory
            guard articles.indices.contains(number - 1) else { return .noSuchArticleItem(item: number, items: articles.count) }
            pageIndex = articles[number - 1]
            isReadingArticle = true
            return nil
        }
    }

    /// The same place in the other language (its last page when it has fewer).
    public func switchTapped() -> ToolsNotice? {
        taking {
            guard otherTranslation != nil else { return .noParallelLanguage }
            showsParallel.toggle()
            clampPage()
            return nil
        }
    }

    /// Opens a choose-your-own-adventure on the page stopped on last time, with the path
    /// that led there; ids the tool no longer has are left out.
    private func resumePath(in translation: ToolTranslationDomainModel) async {
        let kept = await resumeToolPathUseCase.execute(toolId: toolId).compactMap { translation.pageIndex(id: $0) }
        guard let last = kept.last else { return }
        path = Array(kept.dropLast())
        goToPage(last)
    }

    /// Keeps the path taken and the page shown, for next time.
    private func keepPath() async {
        guard let pages = state.loadedContent?.primary.pages else { return }
        let ids = (path + [pageIndex]).compactMap { pages.indices.contains($0) ? pages[$0].id : nil }
        await keepToolPathUseCase.execute(toolId: toolId, pageIds: ids)
    }

    private func goToPage(_ index: Int) {
        openTipId = nil
        pageIndex = index
        cardIndex = nil
        hiddenCardOpenedFrom = nil
        modalIndex = nil
    }

    private func clampPage() {
        pageIndex = min(pageIndex, max(0, pageCount - 1))
        if let cardIndex, !(shownTract?.cards.indices.contains(cardIndex) ?? false) { self.cardIndex = nil }
        if let modalIndex, !(shownTract?.modals.indices.contains(modalIndex) ?? false) { self.modalIndex = nil }
    }
}
