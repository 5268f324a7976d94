/// Where a person is in a training tip open over a page: the tip and its page shown.
public struct ToolTipReadingPosition: Sendable, Equatable {
    public let tipId: String
    /// The tip's page shown, 0-based.
    public let page: Int

    /// A tip opened, at its first page.
    public init(tipId: String, page: Int = 0) {
        self.tipId = tipId
        self.page = page
    }

    /// `next`: the tip's next page; `nil` on its last.
    public func next(in tip: ToolTipDomainModel) -> ToolTipReadingPosition? {
        page + 1 < tip.pages.count ? ToolTipReadingPosition(tipId: tipId, page: page + 1) : nil
    }

    /// `prev`: the tip's page before; `nil` on its first.
    public func previous() -> ToolTipReadingPosition? {
        page > 0 ? ToolTipReadingPosition(tipId: tipId, page: page - 1) : nil
    }

    /// The content of the page shown of `tip`; none when it has no such page.
    public func blocks(of tip: ToolTipDomainModel) -> [ToolPageBlockDomainModel] {
        tip.pages.indices.contains(page) ? tip.pages[page] : []
    }
}
