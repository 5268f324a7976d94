/// Where a person is in a choose-your-own-adventure: the page shown (and the place on it,
/// when it is a tract page) and the pages chosen through to reach it. A choice adds the
/// page left to the path; `back` closes what is open on the page, then follows the path
/// back, not page order.
public struct AdventureReadingPosition: Sendable, Equatable {
    /// The pages visited before the one shown, oldest first.
    public let path: [Int]
    public let current: ToolReadingPosition

    public init(path: [Int] = [], current: ToolReadingPosition = ToolReadingPosition()) {
        self.path = path
        self.current = current
    }

    /// The page shown, 0-based.
    public var page: Int { current.page }

    /// The path kept from last time (page ids, ending on the page stopped on), with the ids
    /// the tool no longer has left out; `nil` when none is left.
    public static func resumed(pageIds: [String], in translation: ToolTranslationDomainModel) -> AdventureReadingPosition? {
        let kept = pageIds.compactMap { translation.pageIndex(id: $0) }
        guard let last = kept.last else { return nil }
        return AdventureReadingPosition(path: Array(kept.dropLast()), current: ToolReadingPosition(page: last))
    }

    /// The ids of the pages on the path and of the page shown, oldest first: what is kept so
    /// the tool reopens here.
    public func pageIds(in translation: ToolTranslationDomainModel) -> [String] {
        (path + [page]).compactMap { translation.page(at: $0)?.id }
    }

    /// A choice: another page is shown and the one left is added to the path; a modal or card
    /// of a tract page opens on it; a URL, or a choice nothing hears, stays.
    public func following(_ target: ToolLinkTargetDomainModel, in translation: ToolTranslationDomainModel)
        -> AdventureReadingPosition
    {
        guard case .page(let index) = target else {
            return AdventureReadingPosition(path: path, current: current.following(target, in: translation))
        }
        return AdventureReadingPosition(path: path + [page], current: ToolReadingPosition(page: index))
    }

    /// `card <n>` on a tract page; `nil` when the page is none or has no such card.
    public func card(number: Int, in translation: ToolTranslationDomainModel) -> AdventureReadingPosition? {
        current.card(number: number, in: translation).map { AdventureReadingPosition(path: path, current: $0) }
    }

    /// `back`: the modal or hidden card open closed, else the page before on the path;
    /// `nil` at the start of the path, where `back` leaves the tool.
    public func back() -> AdventureReadingPosition? {
        if let closed = current.closed() { return AdventureReadingPosition(path: path, current: closed) }
        guard let previous = path.last else { return nil }
        return AdventureReadingPosition(path: Array(path.dropLast()), current: ToolReadingPosition(page: previous))
    }

    /// The same place in `translation` as far as it goes (its last page when it has fewer).
    public func clamped(to translation: ToolTranslationDomainModel) -> AdventureReadingPosition {
        AdventureReadingPosition(path: path, current: current.clamped(to: translation))
    }
}
