/// Where tapping a button or link goes, as GodTools resolves its events: a URL first; then
/// what the events close (a modal's or a hidden card's `dismiss-listeners`), a modal of the
/// page, a card of the page, or another page whose `listeners` hear one of them.
public enum ToolLinkTargetDomainModel: Sendable, Equatable {
    /// Shown as a link, never opened.
    case url(String)
    /// Close the modal or hidden card on screen.
    case dismiss
    /// The modal at this index of the page.
    case modal(Int)
    /// The card at this index of the page (hidden ones are reached this way).
    case card(Int)
    /// The page at this index of the translation.
    case page(Int)
    /// Nothing listens to these events.
    case nothing
}
