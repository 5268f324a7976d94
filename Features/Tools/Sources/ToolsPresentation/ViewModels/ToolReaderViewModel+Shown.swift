import ToolsDomain

/// What the reader shows now, read from its state: the translation and page on screen, a
/// tract's card, modal and call to action, the links to number, the tips, an article tool's
/// categories and articles.
extension ToolReaderViewModel {
    public var kind: ToolKindDomainModel { state.loadedContent?.kind ?? .tract }

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

    /// The tract page shown, when it is one.
    public var shownTract: ToolTractPageDomainModel? {
        if case .tract(let tract) = shownPage?.layout { return tract }
        return nil
    }

    /// The card shown.
    public var shownCard: ToolCardDomainModel? {
        guard let tract = shownTract, let cardIndex, tract.cards.indices.contains(cardIndex) else { return nil }
        return tract.cards[cardIndex]
    }

    /// The modal open over the page.
    public var shownModal: ToolModalDomainModel? {
        guard let tract = shownTract, let modalIndex, tract.modals.indices.contains(modalIndex) else { return nil }
        return tract.modals[modalIndex]
    }

    /// The call to action, shown at the end of a tract page (on its last card, or its hero when it has none).
    public var showsCallToAction: Bool {
        guard let tract = shownTract, modalIndex == nil, tract.callToAction?.text != nil else { return false }
        let visible = tract.visibleCardIndices
        return visible.isEmpty ? cardIndex == nil : cardIndex == visible.last
    }

    /// The blocks on screen: the modal's, the card's or the hero's, a page's content, or an article's.
    public var shownBlocks: [ToolPageBlockDomainModel] {
        if let tip = shownTip { return tip.pages.indices.contains(tipPageIndex) ? tip.pages[tipPageIndex] : [] }
        if let modal = shownModal { return modal.content }
        if let tract = shownTract { return shownCard?.content ?? tract.hero }
        return shownPage?.blocks ?? []
    }

    /// The training tip open over the page.
    public var shownTip: ToolTipDomainModel? {
        guard let openTipId else { return nil }
        return shownTranslation?.tips.first { $0.id == openTipId }
    }

    /// The training tips the screen refers to, numbered from 1 in this order for `tip`: none
    /// while tips are off or a tip is open; the call to action's tip last.
    public var shownTipIds: [String] {
        guard trainingTips.isOn, shownTip == nil, let translation = shownTranslation else { return [] }
        var ids: [String] = shownBlocks.compactMap { block in
            if case .tip(let id) = block { return id }
            return nil
        }
        if showsCallToAction, let tipId = shownTract?.callToAction?.tipId { ids.append(tipId) }
        var seen = Set<String>()
        return ids.filter { id in translation.tips.contains { $0.id == id } && seen.insert(id).inserted }
    }

    /// The buttons and links on screen, numbered from 1 in this order for `tap`.
    public var shownLinks: [ToolClickableDomainModel] {
        var links: [ToolClickableDomainModel] = shownBlocks.compactMap { block in
            switch block {
            case .button(let link), .link(let link): return link
            default: return nil
            }
        }
        if shownTip == nil, showsCallToAction, let callToAction = shownTract?.callToAction, !callToAction.events.isEmpty {
            links.append(ToolClickableDomainModel(text: callToAction.text ?? "", events: callToAction.events))
        }
        return links
    }

    /// An article tool's categories, and the articles (page indices) of the one open.
    public var categories: [ToolArticleCategoryDomainModel] { shownTranslation?.categories ?? [] }

    public var articlesInCategory: [Int] {
        guard let categoryIndex, categories.indices.contains(categoryIndex), let translation = shownTranslation else { return [] }
        let tags = Set(categories[categoryIndex].tags)
        return translation.pages.indices.filter { !tags.isDisjoint(with: translation.pages[$0].articleTags) }
    }
}
