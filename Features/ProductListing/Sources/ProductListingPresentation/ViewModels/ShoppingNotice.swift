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
    /// The `wishlist` toggle is off: nothing was saved or moved.
    case wishlistUnavailable
}

extension ShoppingNotice {
    /// What `work` tells the person, or why it failed — after `reload`, so a
    /// screen whose change was refused shows what is saved.
    @MainActor
    static func of(_ work: () async throws -> ShoppingNotice, orAfterReloading reload: () async -> Void) async -> ShoppingNotice {
        do {
            return try await work()
        } catch {
            await reload()
            return .failed(ShoppingFailure(error))
        }
    }
}
