import Navigation
import Observation
import ToolsDomain

/// An article tool being read: its categories, a category's articles by title, then an
/// article; `back` goes up a level at a time. The place is an ``ArticleReadingPosition``;
/// where each input leads is the Domain's rule.
@MainActor
@Observable
public final class ArticleReaderViewModel {
    public private(set) var position = ArticleReadingPosition()
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

    /// The article open, at the place on it; `nil` on a list.
    public var shownArticle: ToolPageShown? {
        guard let article = position.article else { return nil }
        return translation?.page(at: article.page).map { ToolPageShown(page: $0, place: article.onPage) }
    }

    /// The buttons and links on screen, numbered from 1 in this order for `tap`: the tip's when one is open.
    public var shownLinks: [ToolClickableDomainModel] {
        tips.shownTip != nil ? ToolPageShown.links(in: tips.shownBlocks) : shownArticle?.links ?? []
    }

    /// The tool was opened or read again: the place kept as far as the language shown has it.
    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        await tips.toolRead()
        clamp()
    }

    /// `open <n>`: a category on the categories, an article in a category.
    public func itemTapped(_ number: Int) -> ToolsNotice? {
        guard let translation, let next = position.opening(item: number, in: translation) else {
            return .noSuchArticleItem(item: number, items: translation.map { position.itemCount(in: $0) } ?? 0)
        }
        position = next
        return opened.taking(nil)
    }

    /// `tap <n>` in an article: follows button or link `number`, or shows its URL.
    public func linkTapped(_ number: Int) -> ToolsNotice? {
        guard let translation else { return .noSuchLink(link: number, links: 0) }
        switch linkTap.tapped(number, among: shownLinks, onPage: position.article?.page ?? 0, of: translation) {
        case .refused(let notice): return notice
        case .goes(let target):
            if target == .dismiss, tips.close() { return opened.taking(nil) }
            if case .page = target { tips.close() }
            position = position.following(target, in: translation)
            return opened.taking(nil)
        }
    }

    /// `back`: closes a tip or what is open on the article, else goes up a level; leaves the
    /// tool from the categories. Returns whether it stayed in the tool.
    public func backTapped() -> Bool {
        opened.inputTaken()
        if tips.close() { return true }
        guard let back = position.back() else {
            flowStepEmitter.emit(.backTappedFromTool)
            return false
        }
        position = back
        return true
    }

    /// `switch`: the same place in the other language, as far as it has it.
    public func switchTapped() -> ToolsNotice? {
        guard languages.switchLanguage(of: opened.tool) else { return .noParallelLanguage }
        clamp()
        return opened.taking(nil)
    }

    /// `share`: the tool's link, naming the article while one is read, in the language shown.
    public func shareTapped() async -> ToolsNotice {
        await sharing.shareTapped(pageIndex: position.article?.page, languageCode: translation?.language.code)
    }

    private func clamp() {
        if let translation { position = position.clamped(to: translation) }
    }
}
