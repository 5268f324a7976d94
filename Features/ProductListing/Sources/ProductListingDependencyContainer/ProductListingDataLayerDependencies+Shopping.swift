import ProductListingData

extension ProductListingDataLayerDependencies {
    /// The person's bag and wishlist, on the app database.
    public func getShoppingListsRepository() -> ShoppingListsRepository {
        ShoppingListsRepository(database: database)
    }
}
