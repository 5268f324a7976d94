/// Where a person is on a tract page, as GodTools shows one: its hero or one card at a time,
/// a hidden card a link opened (with the place it was opened from, to go back to), and a
/// modal over either. Each input gives the next place; the page is not changed.
public struct TractPagePosition: Sendable, Equatable {
    /// The card shown, by its index among all the page's cards; `nil` for the hero.
    public let card: Int?
    /// Where the hidden card shown was opened from (a card's index, or `nil` for the hero);
    /// `nil` when no hidden card was opened.
    public let hiddenCardOpenedFrom: Int??
    /// The modal open over the page.
    public let modal: Int?

    public init(card: Int? = nil, hiddenCardOpenedFrom: Int?? = nil, modal: Int? = nil) {
        self.card = card
        self.hiddenCardOpenedFrom = hiddenCardOpenedFrom
        self.modal = modal
    }

    /// The hero, nothing open over it: where a page starts.
    public static let hero = TractPagePosition()

    /// The last card shown in order, or the hero when the page has none (or is no tract page):
    /// where `prev` from the next page arrives.
    public static func end(of page: ToolTractPageDomainModel?) -> TractPagePosition {
        TractPagePosition(card: page?.visibleCardIndices.last)
    }

    /// `next`: the card after this one in order — after the card a hidden card was opened
    /// from, the first from the hero; `nil` after the last card.
    public func next(on page: ToolTractPageDomainModel) -> TractPagePosition? {
        let visible = page.visibleCardIndices
        let from = hiddenCardOpenedFrom ?? card
        let next = from.map { current in visible.first { $0 > current } } ?? visible.first
        return next.map { TractPagePosition(card: $0) }
    }

    /// `prev`: back to where a hidden card was opened from, else the card before (the hero
    /// before the first card); `nil` on the hero.
    public func previous(on page: ToolTractPageDomainModel) -> TractPagePosition? {
        guard let card else { return nil }
        if let from = hiddenCardOpenedFrom { return TractPagePosition(card: from) }
        return TractPagePosition(card: page.visibleCardIndices.last { $0 < card })
    }

    /// `card <n>`: card `number`, counted from 1 among the cards shown in order; `nil` when
    /// there is no such card.
    public func card(number: Int, on page: ToolTractPageDomainModel) -> TractPagePosition? {
        let visible = page.visibleCardIndices
        guard visible.indices.contains(number - 1) else { return nil }
        return TractPagePosition(card: visible[number - 1])
    }

    /// A link's modal, open over what is shown.
    public func openingModal(_ index: Int) -> TractPagePosition {
        TractPagePosition(card: card, hiddenCardOpenedFrom: hiddenCardOpenedFrom, modal: index)
    }

    /// A link's card, the modal closed: a hidden card remembers where it was opened from (the
    /// first place, when a hidden card opens another).
    public func openingCard(_ index: Int, on page: ToolTractPageDomainModel) -> TractPagePosition {
        let isHidden = page.cards.indices.contains(index) && page.cards[index].isHidden
        let from: Int?? = isHidden && hiddenCardOpenedFrom == nil ? .some(card) : hiddenCardOpenedFrom
        return TractPagePosition(card: index, hiddenCardOpenedFrom: from)
    }

    /// `back`, or a link that dismisses: the modal closed, else the hidden card left for the
    /// place it was opened from; `nil` when neither is open.
    public func closed() -> TractPagePosition? {
        if modal != nil { return TractPagePosition(card: card, hiddenCardOpenedFrom: hiddenCardOpenedFrom) }
        if let from = hiddenCardOpenedFrom { return TractPagePosition(card: from) }
        return nil
    }

    /// The same place on `page` as far as it has it (the same page in another language may
    /// have fewer cards or modals; a page that is no tract page has neither).
    public func clamped(to page: ToolTractPageDomainModel?) -> TractPagePosition {
        let cards = page?.cards.indices ?? 0..<0
        let modals = page?.modals.indices ?? 0..<0
        return TractPagePosition(
            card: card.flatMap { cards.contains($0) ? $0 : nil }, hiddenCardOpenedFrom: hiddenCardOpenedFrom,
            modal: modal.flatMap { modals.contains($0) ? $0 : nil })
    }
}
