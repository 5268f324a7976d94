import ProductListingData

extension ProductListingDataLayerDependencies {
    /// The person's bag and wishlist, on the app database.
    public func getShoppingListsRepository() -> ShoppingListsRepository {
        ShoppingListsRepository(database: database)
    }

    /// The wishlist's link to the signed-in account.
    public func getWishlistAccountRepository() -> WishlistAccountRepository {
        WishlistAccountRepository(database: database, links: accountLinks)
    }
}
