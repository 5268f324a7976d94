/// The person takes an item off the wishlist.
public struct RemoveWishlistItemUseCase: Sendable {
    private let wishlist: any WishlistInterface

    public init(wishlist: any WishlistInterface) {
        self.wishlist = wishlist
    }

    public func execute(_ item: WishlistItemDomainModel) async throws -> [WishlistItemDomainModel] {
        try await wishlist.removeItem(styleNumber: item.styleNumber, colourId: item.colourId)
    }
}
