import Navigation
import Observation
import ToolsDomain

/// A choose-your-own-adventure being read: a page and its choices; a choice adds the page
/// left to the path, `back` follows the path taken. The path (ending on the page shown) is
/// kept, and the tool reopens there. The place is an ``AdventureReadingPosition``; where each
/// input leads is the Domain's rule.
@MainActor
@Observable
public final class AdventureReaderViewModel {
    public private(set) var position = AdventureReadingPosition()
    @ObservationIgnored private let parts: ToolReaderParts
    public var tips: ToolTipReaderViewModel { parts.tips }
    public var opened: OpenedTool { parts.opened }
    public var languages: ParallelLanguageSwitch { parts.languages }
    private var sharing: ToolSharing { parts.sharing }
    private var flowStepEmitter: FlowStepEmitter<ToolsFlowStep> { parts.flowStepEmitter }
    @ObservationIgnored private let keepToolPathUseCase: KeepToolPathUseCase
    @ObservationIgnored private let resumeToolPathUseCase: ResumeToolPathUseCase
    @ObservationIgnored private let linkTap = ToolLinkTap()

    public init(
        parts: ToolReaderParts, keepToolPathUseCase: KeepToolPathUseCase, resumeToolPathUseCase: ResumeToolPathUseCase
    ) {
        self.parts = parts
        self.keepToolPathUseCase = keepToolPathUseCase
        self.resumeToolPathUseCase = resumeToolPathUseCase
    }

    /// The translation shown.
    public var translation: ToolTranslationDomainModel? { parts.translation }

    /// The page shown, and the place on it when it is a tract page.
    public var shown: ToolPageShown? {
        translation?.page(at: position.page).map { ToolPageShown(page: $0, place: position.current.onPage) }
    }

    /// The choices (buttons and links) on screen, numbered from 1 in this order for `tap`: the tip's when one is open.
    public var shownLinks: [ToolClickableDomainModel] {
        tips.shownTip != nil ? ToolPageShown.links(in: tips.shownBlocks) : shown?.links ?? []
    }

    /// The tool was opened — on the page a link asked for, else where it was left last time,
    /// with the path that led there — or read again.
    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        if opening == .first, let tool = opened.tool {
            if let startPage, let start = position.current.page(number: startPage, in: tool.primary) {
                position = AdventureReadingPosition(current: start)
            } else if let resumed = AdventureReadingPosition.resumed(
                pageIds: await resumeToolPathUseCase.execute(toolId: tool.toolId), in: tool.primary)
            {
                position = resumed
            }
        }
        await tips.toolRead()
        clamp()
    }

    /// `tap <n>`: follows choice `number` to its page (kept as the path), or a tract page's card or modal.
    public func linkTapped(_ number: Int) async -> ToolsNotice? {
        guard let translation else { return .noSuchLink(link: number, links: 0) }
        switch linkTap.tapped(number, among: shownLinks, onPage: position.page, of: translation) {
        case .refused(let notice): return notice
        case .goes(let target):
            if target == .dismiss, tips.close() { return opened.taking(nil) }
            if case .page = target { tips.close() }
            await move(to: position.following(target, in: translation))
            return opened.taking(nil)
        }
    }

    /// `card <n>` on a tract page among the adventure's pages.
    public func cardTapped(_ number: Int) async -> ToolsNotice? {
        guard let translation, let card = position.card(number: number, in: translation) else {
            return .noSuchCard(card: number, cards: shown?.tract?.visibleCardIndices.count ?? 0)
        }
        await move(to: card)
        return opened.taking(nil)
    }

    /// `back`: closes a tip, a modal or a hidden card, else goes back along the path; leaves
    /// the tool at the path's start. Returns whether it stayed in the tool.
    public func backTapped() async -> Bool {
        opened.inputTaken()
        if tips.close() { return true }
        guard let back = position.back() else {
            flowStepEmitter.emit(.backTappedFromTool)
            return false
        }
        await move(to: back)
        return true
    }

    /// `switch`: the same page in the other language (its last page when it has fewer).
    public func switchTapped() -> ToolsNotice? {
        guard languages.switchLanguage(of: opened.tool) else { return .noParallelLanguage }
        clamp()
        return opened.taking(nil)
    }

    /// `share`: the tool's link at the page shown, in the language shown.
    public func shareTapped() async -> ToolsNotice {
        await sharing.shareTapped(pageIndex: position.page, languageCode: translation?.language.code)
    }

    /// Goes to `next`; a path that changed is kept for next time, by the primary language's page ids.
    private func move(to next: AdventureReadingPosition) async {
        let pathChanged = next.path != position.path
        position = next
        guard pathChanged, let tool = opened.tool else { return }
        await keepToolPathUseCase.execute(toolId: tool.toolId, pageIds: position.pageIds(in: tool.primary))
    }

    private func clamp() {
        if let translation { position = position.clamped(to: translation) }
    }
}
