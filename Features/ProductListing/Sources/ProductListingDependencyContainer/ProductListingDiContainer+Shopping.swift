import Navigation
import ProductListingPresentation

/// The bag and wishlist screens, and what a product's details need to fill them.
extension ProductListingDiContainer {
    @MainActor
    public func makeBagView(flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) -> BagView {
        BagView(
            viewModel: BagViewModel(
                viewBagUseCase: domainLayer.getViewBagUseCase(),
                changeBagLineQuantityUseCase: domainLayer.getChangeBagLineQuantityUseCase(),
                removeBagLineUseCase: domainLayer.getRemoveBagLineUseCase(),
                moveBagLineToWishlistUseCase: domainLayer.getMoveBagLineToWishlistUseCase(),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics, toggles: toggles
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeWishlistView(flowStepEmitter: FlowStepEmitter<ProductListingFlowStep>) -> WishlistView {
        WishlistView(
            viewModel: WishlistViewModel(
                viewWishlistUseCase: domainLayer.getViewWishlistUseCase(),
                removeWishlistItemUseCase: domainLayer.getRemoveWishlistItemUseCase(),
                moveWishlistItemToBagUseCase: domainLayer.getMoveWishlistItemToBagUseCase(),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics, toggles: toggles
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    var productDetailsShoppingUseCases: ProductDetailsShoppingUseCases {
        ProductDetailsShoppingUseCases(
            addProductToBag: domainLayer.getAddProductToBagUseCase(),
            addProductToWishlist: domainLayer.getAddProductToWishlistUseCase()
        )
    }
}
