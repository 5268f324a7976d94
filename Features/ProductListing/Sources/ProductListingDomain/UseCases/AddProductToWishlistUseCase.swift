/// The person saves the product they are looking at, in its colour, to the wishlist.
public struct AddProductToWishlistUseCase: Sendable {
    private let wishlist: any WishlistInterface

    public init(wishlist: any WishlistInterface) {
        self.wishlist = wishlist
    }

    public func execute(_ choice: ProductChoiceDomainModel) async throws -> WishlistChangeDomainModel {
        try await wishlist.addToWishlist(choice)
    }
}
