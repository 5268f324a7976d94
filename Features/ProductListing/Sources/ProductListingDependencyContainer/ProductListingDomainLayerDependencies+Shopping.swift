import ProductListingDataDomainInterface
import ProductListingDomain

/// The bag's and the wishlist's use cases, on their interface implementations.
extension ProductListingDomainLayerDependencies {
    private func getShoppingBag() -> ShoppingBag {
        ShoppingBag(
            catalogRepository: dataLayer.getProductCatalogRepository(), listsRepository: dataLayer.getShoppingListsRepository(),
            following: getWishlistAccountFollowing())
    }

    private func getWishlist() -> ProductWishlist {
        ProductWishlist(
            catalogRepository: dataLayer.getProductCatalogRepository(), listsRepository: dataLayer.getShoppingListsRepository(),
            following: getWishlistAccountFollowing())
    }

    /// The wishlist following the signed-in account: what the feature offers the account feature.
    public func getWishlistAccountFollowing() -> WishlistAccountFollowing {
        WishlistAccountFollowing(
            accountRepository: dataLayer.getWishlistAccountRepository(),
            listsRepository: dataLayer.getShoppingListsRepository(), catalogRepository: dataLayer.getProductCatalogRepository())
    }

    public func getViewBagUseCase() -> ViewBagUseCase { ViewBagUseCase(bag: getShoppingBag()) }
    public func getAddProductToBagUseCase() -> AddProductToBagUseCase { AddProductToBagUseCase(bag: getShoppingBag()) }
    public func getChangeBagLineQuantityUseCase() -> ChangeBagLineQuantityUseCase {
        ChangeBagLineQuantityUseCase(bag: getShoppingBag())
    }
    public func getRemoveBagLineUseCase() -> RemoveBagLineUseCase { RemoveBagLineUseCase(bag: getShoppingBag()) }
    public func getMoveBagLineToWishlistUseCase() -> MoveBagLineToWishlistUseCase {
        MoveBagLineToWishlistUseCase(bag: getShoppingBag())
    }
    public func getViewWishlistUseCase() -> ViewWishlistUseCase { ViewWishlistUseCase(wishlist: getWishlist()) }
    public func getAddProductToWishlistUseCase() -> AddProductToWishlistUseCase {
        AddProductToWishlistUseCase(wishlist: getWishlist())
    }
    public func getRemoveWishlistItemUseCase() -> RemoveWishlistItemUseCase { RemoveWishlistItemUseCase(wishlist: getWishlist()) }
    public func getMoveWishlistItemToBagUseCase() -> MoveWishlistItemToBagUseCase {
        MoveWishlistItemToBagUseCase(wishlist: getWishlist())
    }
}
