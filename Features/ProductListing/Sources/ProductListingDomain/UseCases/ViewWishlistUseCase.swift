/// The person opens their wishlist.
public struct ViewWishlistUseCase: Sendable {
    private let wishlist: any WishlistInterface

    public init(wishlist: any WishlistInterface) {
        self.wishlist = wishlist
    }

    public func execute() async throws -> [WishlistItemDomainModel] {
        try await wishlist.getWishlist()
    }
}
