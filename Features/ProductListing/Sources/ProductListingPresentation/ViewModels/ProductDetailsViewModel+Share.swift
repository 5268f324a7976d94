import ProductListingDomain

extension ProductDetailsViewModel {
    /// The person shares the product in the colour shown: its web link, `nil` when the
    /// product is not shown.
    public func shareTapped() async -> ProductLinkDomainModel? {
        guard state.loadedContent != nil else { return nil }
        analytics.track(ProductListingAnalyticsEvent.shared(styleNumber: styleNumber))
        return await shareProduct.execute(styleNumber: styleNumber, colourId: selectedColourId)
    }
}
