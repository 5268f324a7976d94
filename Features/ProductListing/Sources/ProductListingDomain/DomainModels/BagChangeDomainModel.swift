/// The bag after a change, and what became of the line that changed.
public struct BagChangeDomainModel: Equatable, Sendable {
    /// What the change did to the line.
    public enum Outcome: Equatable, Sendable {
        /// The line holds the quantity asked for.
        case changed
        /// Fewer were left than asked for: the line holds all there are.
        case cappedAtStock
        /// The line left the bag (a quantity of 0).
        case removed
    }

    public let bag: BagDomainModel
    /// The line as it is now (as it was, when it was removed).
    public let line: BagLineDomainModel
    public let outcome: Outcome

    public init(bag: BagDomainModel, line: BagLineDomainModel, outcome: Outcome) {
        self.bag = bag
        self.line = line
        self.outcome = outcome
    }
}

/// The wishlist after a product was saved to it.
public struct WishlistChangeDomainModel: Equatable, Sendable {
    public let items: [WishlistItemDomainModel]
    /// The item saved (or found there already).
    public let item: WishlistItemDomainModel
    /// `false` when it was on the wishlist already.
    public let wasAdded: Bool

    public init(items: [WishlistItemDomainModel], item: WishlistItemDomainModel, wasAdded: Bool) {
        self.items = items
        self.item = item
        self.wasAdded = wasAdded
    }
}

/// The wishlist after one of its items went to the bag, and the bag line it joined.
public struct WishlistMoveDomainModel: Equatable, Sendable {
    public let items: [WishlistItemDomainModel]
    public let line: BagLineDomainModel

    public init(items: [WishlistItemDomainModel], line: BagLineDomainModel) {
        self.items = items
        self.line = line
    }
}
