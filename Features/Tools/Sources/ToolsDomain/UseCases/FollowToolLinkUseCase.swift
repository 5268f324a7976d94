/// The person taps a button or link in a tool (`tap <n>`): where it goes, found from its
/// events or URL in the page it is on (``ToolLinkTargetDomainModel``).
public struct FollowToolLinkUseCase: Sendable {
    public init() {}

    public func execute(
        _ link: ToolClickableDomainModel, onPage pageIndex: Int, of translation: ToolTranslationDomainModel
    ) -> ToolLinkTargetDomainModel {
        if let url = link.url { return .url(url) }
        let events = Set(link.events.map { $0.lowercased() })
        func hears(_ listeners: [String]) -> Bool { listeners.contains { events.contains($0.lowercased()) } }
        if translation.pages.indices.contains(pageIndex), case .tract(let tract) = translation.pages[pageIndex].layout {
            if tract.modals.contains(where: { hears($0.dismissListeners) })
                || tract.cards.contains(where: { hears($0.dismissListeners) })
            {
                return .dismiss
            }
            if let modal = tract.modals.firstIndex(where: { hears($0.listeners) }) { return .modal(modal) }
            if let card = tract.cards.firstIndex(where: { hears($0.listeners) }) { return .card(card) }
        }
        if let page = translation.pages.firstIndex(where: { hears($0.listeners) }) { return .page(page) }
        return .nothing
    }
}
