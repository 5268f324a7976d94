/// The person's wishlist, saved between runs, each change one transaction.
public protocol WishlistInterface: Sendable {
    func getWishlist() async throws -> [WishlistItemDomainModel]

    /// Saves the product and colour of `choice` (and its size, if any) unless it is there already.
    func addToWishlist(_ choice: ProductChoiceDomainModel) async throws -> WishlistChangeDomainModel

    func removeItem(styleNumber: String, colourId: String) async throws -> [WishlistItemDomainModel]

    /// Puts one unit of the item in the bag, in `size` or else the size it was saved with,
    /// and takes it off the wishlist. Throws `ShoppingError` (nothing changes) when it cannot.
    func moveItemToBag(styleNumber: String, colourId: String, size: String?) async throws -> WishlistMoveDomainModel
}
