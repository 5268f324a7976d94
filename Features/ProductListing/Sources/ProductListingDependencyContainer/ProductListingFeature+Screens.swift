import FeatureKit
import Navigation
import ProductListingDomain
import ProductListingPresentation

/// The shop's screens as `app --describe` lists them.
extension ProductListingFeature {
    /// The listing, the categories, the brands, a product's details, the bag and the wishlist
    /// (each at its route), and the suggestions a search shows over the listing. What is toggled
    /// off is not listed.
    public func screenCatalog() -> [FeatureScreen] {
        let flowStepEmitter = FlowStepEmitter<ProductListingFlowStep>()
        let noSuggestions = ProductSuggestionsDomainModel(text: "", keywords: [], brands: [], products: [])
        let screens: [FeatureScreen?] = [
            FeatureScreen(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter), routes: [Self.listingRoute]),
            FeatureScreen(
                diContainer.makeProductCategoriesView(flowStepEmitter: flowStepEmitter), routes: [Self.categoriesRoute]),
            FeatureScreen(diContainer.makeProductBrandsView(flowStepEmitter: flowStepEmitter), routes: [Self.brandsRoute]),
            FeatureScreen(
                diContainer.makeProductDetailsView(styleNumber: "", flowStepEmitter: flowStepEmitter),
                routes: [Self.productRoute]),
            FeatureScreen(diContainer.makeBagView(flowStepEmitter: flowStepEmitter), routes: [Self.bagRoute]),
            productListingToggles().wishlist
                ? FeatureScreen(diContainer.makeWishlistView(flowStepEmitter: flowStepEmitter), routes: [Self.wishlistRoute])
                : nil,
            FeatureScreen(
                diContainer.makeProductSuggestionsView(suggestions: noSuggestions, flowStepEmitter: flowStepEmitter)),
        ]
        return screens.compactMap { $0 }
    }
}
