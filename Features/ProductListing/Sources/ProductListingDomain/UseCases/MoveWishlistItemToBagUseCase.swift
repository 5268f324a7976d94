/// The person puts one of a wishlist item in the bag, in a size, and it leaves the wishlist.
public struct MoveWishlistItemToBagUseCase: Sendable {
    private let wishlist: any WishlistInterface

    public init(wishlist: any WishlistInterface) {
        self.wishlist = wishlist
    }

    /// `size` as typed; `nil` uses the size the item was saved with (or none, for one size).
    public func execute(_ item: WishlistItemDomainModel, size: String?) async throws -> WishlistMoveDomainModel {
        try await wishlist.moveItemToBag(styleNumber: item.styleNumber, colourId: item.colourId, size: size)
    }
}
