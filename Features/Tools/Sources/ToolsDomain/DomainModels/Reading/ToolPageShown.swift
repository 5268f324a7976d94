/// What a page shows at a place on it, by the page's own type whatever the tool's kind: a
/// tract page's modal, card or hero, with the call to action under its last card shown in
/// order; any other page whole. What it shows is what can be tapped and which tips it
/// refers to.
public struct ToolPageShown: Sendable, Equatable {
    public let page: ToolPageDomainModel
    public let place: TractPagePosition

    public init(page: ToolPageDomainModel, place: TractPagePosition = .hero) {
        self.page = page
        self.place = place
    }

    /// The page, when it is a tract page.
    public var tract: ToolTractPageDomainModel? {
        guard case .tract(let tract) = page.layout else { return nil }
        return tract
    }

    /// The card shown on a tract page; `nil` on its hero.
    public var card: ToolCardDomainModel? {
        guard let tract, let index = place.card, tract.cards.indices.contains(index) else { return nil }
        return tract.cards[index]
    }

    /// The modal open over a tract page.
    public var modal: ToolModalDomainModel? {
        guard let tract, let index = place.modal, tract.modals.indices.contains(index) else { return nil }
        return tract.modals[index]
    }

    /// Whether the call to action shows: on a tract page with one, nothing open over it, under
    /// its last card shown in order (or its hero when it has none).
    public var showsCallToAction: Bool {
        guard let tract, modal == nil, tract.callToAction?.text != nil else { return false }
        let visible = tract.visibleCardIndices
        return visible.isEmpty ? place.card == nil : place.card == visible.last
    }

    /// The content shown: the modal's, the card's or the hero's; any other page's whole.
    public var blocks: [ToolPageBlockDomainModel] {
        if let modal { return modal.content }
        if let tract { return card?.content ?? tract.hero }
        return page.blocks
    }

    /// The buttons and links shown, in the order `tap` numbers them: the content's, then
    /// the call to action when it shows and sends events.
    public var links: [ToolClickableDomainModel] {
        var links = Self.links(in: blocks)
        if showsCallToAction, let callToAction = tract?.callToAction, !callToAction.events.isEmpty {
            links.append(ToolClickableDomainModel(text: callToAction.text ?? "", events: callToAction.events))
        }
        return links
    }

    /// The training tips the content shown refers to, in order and once each, the call to
    /// action's last; only those among `tips` (what the manifest lists).
    public func tipIds(among tips: [ToolTipDomainModel]) -> [String] {
        var ids: [String] = blocks.compactMap { block in
            if case .tip(let id) = block { return id }
            return nil
        }
        if showsCallToAction, let tipId = tract?.callToAction?.tipId { ids.append(tipId) }
        var seen = Set<String>()
        return ids.filter { id in tips.contains { $0.id == id } && seen.insert(id).inserted }
    }

    /// The buttons and links among `blocks`, in order.
    public static func links(in blocks: [ToolPageBlockDomainModel]) -> [ToolClickableDomainModel] {
        blocks.compactMap { block in
            switch block {
            case .button(let link), .link(let link): return link
            default: return nil
            }
        }
    }
}
