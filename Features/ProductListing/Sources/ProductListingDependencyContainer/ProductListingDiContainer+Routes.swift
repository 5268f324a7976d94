import ProductListingPresentation

extension ProductListingDiContainer {
    /// Checks the product or listing a route names before any screen is built.
    @MainActor
    public func makeProductRouteViewModel() -> ProductRouteViewModel {
        ProductRouteViewModel(
            openProductRouteUseCase: domainLayer.getOpenProductRouteUseCase(),
            filterProductListingUseCase: domainLayer.getFilterProductListingUseCase(),
            currentAppLanguage: currentAppLanguage
        )
    }
}
