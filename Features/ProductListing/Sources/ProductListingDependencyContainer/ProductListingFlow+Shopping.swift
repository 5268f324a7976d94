import Navigation
import ProductListingPresentation

extension ProductListingFlow {
    /// Where the flow starts: the listing (`products`), the bag (`bag`) or the wishlist (`wishlist`).
    public enum Start: Sendable {
        case listing
        case bag
        case wishlist
    }

    /// The bag and the wishlist: each opens on top of where the person is; a
    /// product added from its details shows the bag, and `back` returns to it.
    func navigateShopping(to step: ProductListingFlowStep) {
        switch step {
        case .addToBagTappedFromProductDetails, .bagTappedFromAnywhere:
            push(diContainer.makeBagView(flowStepEmitter: flowStepEmitter))
        case .wishlistTappedFromAnywhere:
            push(diContainer.makeWishlistView(flowStepEmitter: flowStepEmitter))
        case .productTappedFromBag(let styleNumber, let colourId), .productTappedFromWishlist(let styleNumber, let colourId):
            push(
                diContainer.makeProductDetailsView(styleNumber: styleNumber, colourId: colourId, flowStepEmitter: flowStepEmitter)
            )
        case .productTappedFromProductListing, .categoriesTappedFromProductListing, .brandsTappedFromProductListing,
            .categoryTappedFromProductCategories, .brandTappedFromProductBrands, .suggestionsShownFromProductListing,
            .searchTappedFromProductSuggestions,
            .brandTappedFromProductSuggestions, .productTappedFromProductSuggestions, .productLinkOpenedFromProductListing:
            break
        }
    }
}
