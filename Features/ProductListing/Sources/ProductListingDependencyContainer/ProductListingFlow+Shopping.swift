import Navigation
import ProductListingDomain
import ProductListingPresentation

extension ProductListingFlow {
    /// Where the flow starts: the listing (`products`), the bag (`bag`) or the wishlist
    /// (`wishlist`); or, from a route, a listing of its own, a product's details over the
    /// listing, or the categories or brands over it.
    public enum Start: Sendable, Equatable {
        case listing
        case bag
        case wishlist
        case filteredListing(ProductListingQueryDomainModel)
        case productDetails(styleNumber: String, colourId: String?)
        case categories
        case brands
    }

    /// The bag and the wishlist: each opens on top of where the person is; a
    /// product added from its details shows the bag, and `back` returns to it.
    func navigateShopping(to step: ProductListingFlowStep) {
        switch step {
        case .addToBagTappedFromProductDetails, .bagTappedFromAnywhere:
            push(diContainer.makeBagView(flowStepEmitter: flowStepEmitter))
        case .wishlistTappedFromAnywhere:
            guard diContainer.toggles().wishlist else { return }
            push(diContainer.makeWishlistView(flowStepEmitter: flowStepEmitter))
        case .productTappedFromBag(let styleNumber, let colourId), .productTappedFromWishlist(let styleNumber, let colourId):
            push(
                diContainer.makeProductDetailsView(styleNumber: styleNumber, colourId: colourId, flowStepEmitter: flowStepEmitter)
            )
        case .productTappedFromProductListing, .categoriesTappedFromProductListing, .brandsTappedFromProductListing,
            .categoryTappedFromProductCategories, .brandTappedFromProductBrands, .suggestionsShownFromProductListing,
            .searchTappedFromProductSuggestions,
            .brandTappedFromProductSuggestions, .productTappedFromProductSuggestions:
            break
        }
    }
}
