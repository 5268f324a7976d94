import ToolsDomain

/// `tap <n>` in a reader: which button or link on screen was tapped and where it goes (as
/// `FollowToolLinkUseCase` finds it), or what to tell the person instead — the number is not
/// listed, it is a URL (shown, never opened), or nothing listens to it.
struct ToolLinkTap {
    enum Tapped: Equatable {
        /// A place in the tool: for the reader's position to follow.
        case goes(ToolLinkTargetDomainModel)
        /// Nothing moves; the person is told this.
        case refused(ToolsNotice)
    }

    private let followToolLinkUseCase = FollowToolLinkUseCase()

    func tapped(
        _ number: Int, among links: [ToolClickableDomainModel], onPage page: Int, of translation: ToolTranslationDomainModel
    ) -> Tapped {
        guard links.indices.contains(number - 1) else { return .refused(.noSuchLink(link: number, links: links.count)) }
        let target = followToolLinkUseCase.execute(links[number - 1], onPage: page, of: translation)
        switch target {
        case .url(let url): return .refused(.linkShown(url: url))
        case .nothing: return .refused(.linkGoesNowhere)
        case .dismiss, .modal, .card, .page: return .goes(target)
        }
    }
}
