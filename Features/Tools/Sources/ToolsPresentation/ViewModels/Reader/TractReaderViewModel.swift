import Navigation
import Observation
import ToolsDomain

/// A tract being read as GodTools shows one: a page's hero, then its cards one at a time,
/// hidden cards through the links that open them, modals over the page, the call to action
/// under the last card. The place is a ``ToolReadingPosition``; where each input leads is
/// the Domain's rule.
@MainActor
@Observable
public final class TractReaderViewModel {
    public private(set) var position = ToolReadingPosition()
    @ObservationIgnored private let parts: ToolReaderParts
    public var tips: ToolTipReaderViewModel { parts.tips }
    public var opened: OpenedTool { parts.opened }
    public var languages: ParallelLanguageSwitch { parts.languages }
    private var sharing: ToolSharing { parts.sharing }
    private var flowStepEmitter: FlowStepEmitter<ToolsFlowStep> { parts.flowStepEmitter }
    @ObservationIgnored private let linkTap = ToolLinkTap()

    public init(parts: ToolReaderParts) {
        self.parts = parts
    }

    /// The translation shown.
    public var translation: ToolTranslationDomainModel? { parts.translation }

    /// The page shown at the reader's place.
    public var shown: ToolPageShown? {
        translation?.page(at: position.page).map { ToolPageShown(page: $0, place: position.onPage) }
    }

    /// The buttons and links on screen, numbered from 1 in this order for `tap`: the tip's when one is open.
    public var shownLinks: [ToolClickableDomainModel] {
        tips.shownTip != nil ? ToolPageShown.links(in: tips.shownBlocks) : shown?.links ?? []
    }

    /// The tool was opened (on the page a link asked for, the first time) or read again.
    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        if opening == .first, let startPage, let tool = opened.tool,
            let start = position.page(number: startPage, in: tool.primary)
        {
            position = start
        }
        await tips.toolRead()
        clamp()
    }

    /// `next`: the tip's next page when one is open; else the next card, then the next page.
    public func nextTapped() -> ToolsNotice? {
        if tips.shownTip != nil { return tips.nextTapped() }
        guard let translation, let next = position.next(in: translation) else { return .onLastPage }
        return move(to: next)
    }

    /// `prev`: the tip's page before when one is open; else the card before, then the page before's last card.
    public func previousTapped() -> ToolsNotice? {
        if tips.shownTip != nil { return tips.previousTapped() }
        guard let translation, let previous = position.previous(in: translation) else { return .onFirstPage }
        return move(to: previous)
    }

    /// `page <n>`: page `number` (1-based, as shown), from its hero.
    public func pageTapped(_ number: Int) -> ToolsNotice? {
        guard let translation, let page = position.page(number: number, in: translation) else {
            return .noSuchPage(page: number, pages: translation?.pages.count ?? 0)
        }
        tips.close()
        return move(to: page)
    }

    /// `card <n>`: card `number` (1-based among the cards shown in order) of the page.
    public func cardTapped(_ number: Int) -> ToolsNotice? {
        guard let translation, let card = position.card(number: number, in: translation) else {
            return .noSuchCard(card: number, cards: shown?.tract?.visibleCardIndices.count ?? 0)
        }
        return move(to: card)
    }

    /// `tap <n>`: follows button or link `number` to a page, a card or a modal, or shows its URL.
    public func linkTapped(_ number: Int) -> ToolsNotice? {
        guard let translation else { return .noSuchLink(link: number, links: 0) }
        switch linkTap.tapped(number, among: shownLinks, onPage: position.page, of: translation) {
        case .refused(let notice): return notice
        case .goes(let target):
            if target == .dismiss, tips.close() { return opened.taking(nil) }
            if case .page = target { tips.close() }
            return move(to: position.following(target, in: translation))
        }
    }

    /// `back`: closes a tip, a modal or a hidden card; leaves the tool when none is open.
    /// Returns whether it stayed in the tool.
    public func backTapped() -> Bool {
        opened.inputTaken()
        if tips.close() { return true }
        if let closed = position.closed() {
            position = closed
            return true
        }
        flowStepEmitter.emit(.backTappedFromTool)
        return false
    }

    /// `switch`: the same place in the other language (its last page when it has fewer).
    public func switchTapped() -> ToolsNotice? {
        guard languages.switchLanguage(of: opened.tool) else { return .noParallelLanguage }
        clamp()
        return opened.taking(nil)
    }

    /// `share`: the tool's link at the page shown, in the language shown.
    public func shareTapped() async -> ToolsNotice {
        await sharing.shareTapped(pageIndex: position.page, languageCode: translation?.language.code)
    }

    private func move(to next: ToolReadingPosition) -> ToolsNotice? {
        position = next
        return opened.taking(nil)
    }

    private func clamp() {
        if let translation { position = position.clamped(to: translation) }
    }
}
