import FeatureKit
import Navigation
import ProductListingDomain
import ProductListingPresentation

/// The shop's screens as `app --describe` lists them.
extension ProductListingFeature {
    /// The listing, the categories, the brands, a product's details, the bag and the wishlist
    /// (each at its route), and the suggestions a search shows over the listing.
    public func screenCatalog() -> [FeatureScreen] {
        let flowStepEmitter = FlowStepEmitter<ProductListingFlowStep>()
        let noSuggestions = ProductSuggestionsDomainModel(text: "", keywords: [], brands: [], products: [])
        return [
            FeatureScreen(diContainer.makeProductListingView(flowStepEmitter: flowStepEmitter), routes: [Self.listingRoute]),
            FeatureScreen(
                diContainer.makeProductCategoriesView(flowStepEmitter: flowStepEmitter), routes: [Self.categoriesRoute]),
            FeatureScreen(diContainer.makeProductBrandsView(flowStepEmitter: flowStepEmitter), routes: [Self.brandsRoute]),
            FeatureScreen(
                diContainer.makeProductDetailsView(styleNumber: "", flowStepEmitter: flowStepEmitter),
                routes: [Self.productRoute]),
            FeatureScreen(diContainer.makeBagView(flowStepEmitter: flowStepEmitter), routes: [Self.bagRoute]),
            FeatureScreen(diContainer.makeWishlistView(flowStepEmitter: flowStepEmitter), routes: [Self.wishlistRoute]),
            FeatureScreen(
                diContainer.makeProductSuggestionsView(suggestions: noSuggestions, flowStepEmitter: flowStepEmitter)),
        ]
    }
}
