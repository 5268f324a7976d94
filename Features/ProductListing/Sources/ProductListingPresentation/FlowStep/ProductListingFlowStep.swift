import Navigation
import ProductListingDomain

/// What a person did on a ProductListing screen that may lead elsewhere.
public enum ProductListingFlowStep: FlowStep, Equatable {
    case productTappedFromProductListing(styleNumber: String)
    /// A product went into the bag from its details.
    case addToBagTappedFromProductDetails
    /// `bag` typed on any screen.
    case bagTappedFromAnywhere
    /// `wishlist` typed on any screen.
    case wishlistTappedFromAnywhere
    case productTappedFromBag(styleNumber: String, colourId: String)
    case productTappedFromWishlist(styleNumber: String, colourId: String)
    case categoriesTappedFromProductListing
    case brandsTappedFromProductListing
    case categoryTappedFromProductCategories(categoryId: String)
    case brandTappedFromProductBrands(brandId: String)
    /// `suggest TEXT` found something: the suggestions are shown on a screen of their own.
    case suggestionsShownFromProductListing(ProductSuggestionsDomainModel)
    case searchTappedFromProductSuggestions(text: String)
    case brandTappedFromProductSuggestions(brandId: String)
    case productTappedFromProductSuggestions(styleNumber: String)
}
