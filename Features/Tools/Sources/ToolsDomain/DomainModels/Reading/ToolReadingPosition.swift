/// Where a person is in a tool read page by page: the page (0-based) and the place on it
/// (a tract page's hero, card or modal). The reading rules of a tract: `next` and `prev`
/// go through a tract page's cards, then on to the next or previous page; a link opens a
/// modal or a card, or goes to another page's start.
public struct ToolReadingPosition: Sendable, Equatable {
    public let page: Int
    public let onPage: TractPagePosition

    public init(page: Int = 0, onPage: TractPagePosition = .hero) {
        self.page = page
        self.onPage = onPage
    }

    /// `next`: on a tract page the next card, then the next page's start; on any other page
    /// the next page; `nil` on the last.
    public func next(in translation: ToolTranslationDomainModel) -> ToolReadingPosition? {
        if let tract = translation.tractPage(at: page), let next = onPage.next(on: tract) {
            return ToolReadingPosition(page: page, onPage: next)
        }
        guard page + 1 < translation.pages.count else { return nil }
        return ToolReadingPosition(page: page + 1)
    }

    /// `prev`: on a tract page the card before (the hero before the first), then the previous
    /// page's last card; `nil` at the start of the first page.
    public func previous(in translation: ToolTranslationDomainModel) -> ToolReadingPosition? {
        if let tract = translation.tractPage(at: page), let previous = onPage.previous(on: tract) {
            return ToolReadingPosition(page: page, onPage: previous)
        }
        guard page > 0 else { return nil }
        return ToolReadingPosition(page: page - 1, onPage: .end(of: translation.tractPage(at: page - 1)))
    }

    /// `page <n>`: the start of page `number` (counted from 1); `nil` when there is no such page.
    public func page(number: Int, in translation: ToolTranslationDomainModel) -> ToolReadingPosition? {
        guard translation.pages.indices.contains(number - 1) else { return nil }
        return ToolReadingPosition(page: number - 1)
    }

    /// `card <n>` on a tract page; `nil` when the page is none or has no such card.
    public func card(number: Int, in translation: ToolTranslationDomainModel) -> ToolReadingPosition? {
        guard let card = translation.tractPage(at: page).flatMap({ onPage.card(number: number, on: $0) }) else { return nil }
        return ToolReadingPosition(page: page, onPage: card)
    }

    /// Where a link goes (`FollowToolLinkUseCase` finds its target): a modal or card of this
    /// page, the start of another page, or what is open closed. A URL, or a link nothing
    /// hears, stays where it is.
    public func following(_ target: ToolLinkTargetDomainModel, in translation: ToolTranslationDomainModel)
        -> ToolReadingPosition
    {
        switch target {
        case .url, .nothing: return self
        case .dismiss: return closed() ?? self
        case .modal(let index): return ToolReadingPosition(page: page, onPage: onPage.openingModal(index))
        case .card(let index):
            guard let tract = translation.tractPage(at: page) else { return self }
            return ToolReadingPosition(page: page, onPage: onPage.openingCard(index, on: tract))
        case .page(let index): return ToolReadingPosition(page: index)
        }
    }

    /// The modal or hidden card open, closed; `nil` when neither is.
    public func closed() -> ToolReadingPosition? {
        onPage.closed().map { ToolReadingPosition(page: page, onPage: $0) }
    }

    /// The same place in `translation` as far as it goes: its last page when it has fewer.
    public func clamped(to translation: ToolTranslationDomainModel) -> ToolReadingPosition {
        let page = min(self.page, max(0, translation.pages.count - 1))
        return ToolReadingPosition(page: page, onPage: onPage.clamped(to: translation.tractPage(at: page)))
    }
}

extension ToolTranslationDomainModel {
    /// The page at `index`, when there is one.
    public func page(at index: Int) -> ToolPageDomainModel? {
        pages.indices.contains(index) ? pages[index] : nil
    }

    /// The tract page at `index`, when the page there is one.
    public func tractPage(at index: Int) -> ToolTractPageDomainModel? {
        guard case .tract(let tract) = page(at: index)?.layout else { return nil }
        return tract
    }
}
