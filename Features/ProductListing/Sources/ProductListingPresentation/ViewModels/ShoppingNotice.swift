import ProductListingDomain

/// What the bag, the wishlist or a product's details tell the person after a command.
public enum ShoppingNotice: Equatable, Sendable {
    case addedToBag(BagLineDomainModel)
    /// The bag shows the new quantity; nothing more to say.
    case quantityChanged
    /// Fewer were left than asked for: the line holds them all.
    case quantityCapped(BagLineDomainModel)
    case removedFromBag(BagLineDomainModel)
    case movedToWishlist(BagLineDomainModel)
    case wished(WishlistItemDomainModel)
    case alreadyWished(WishlistItemDomainModel)
    case movedToBag(BagLineDomainModel)
    case removedFromWishlist(WishlistItemDomainModel)
    case failed(ShoppingFailure)
}
