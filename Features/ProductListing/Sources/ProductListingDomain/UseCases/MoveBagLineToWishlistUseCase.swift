/// The person moves a bag line to the wishlist, to buy it later.
public struct MoveBagLineToWishlistUseCase: Sendable {
    private let bag: any ShoppingBagInterface

    public init(bag: any ShoppingBagInterface) {
        self.bag = bag
    }

    public func execute(sku: String) async throws -> BagDomainModel {
        try await bag.moveLineToWishlist(sku: sku)
    }
}
