/// A change to the wishlist that the account's backend has not been told yet: a product saved,
/// or removed.
public struct WishlistUnsentChangeDataModel: Equatable, Sendable {
    /// The product as the account's backend knows it (`STYLE-colour`).
    public var productId: String
    public var isRemoval: Bool

    public init(productId: String, isRemoval: Bool) {
        self.productId = productId
        self.isRemoval = isRemoval
    }
}
