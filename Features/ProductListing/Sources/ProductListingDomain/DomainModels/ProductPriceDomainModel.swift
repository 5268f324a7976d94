/// The price a person is shown for a product or a variant.
public struct ProductPriceDomainModel: Equatable, Sendable {
    /// What it costs now; the lowest price when `startsFrom`.
    public let current: MoneyDomainModel
    /// What it cost before a discount, when it is on sale.
    public let was: MoneyDomainModel?
    /// The variants cost different amounts: `current` is where they start.
    public let startsFrom: Bool

    public init(current: MoneyDomainModel, was: MoneyDomainModel? = nil, startsFrom: Bool = false) {
        self.current = current
        self.was = was
        self.startsFrom = startsFrom
    }

    public var isOnSale: Bool { was != nil }
}
