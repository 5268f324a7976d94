import ProductListingDataDomainInterface
import ProductListingDomain

/// Builds the ProductListing feature's use cases on their interface implementations.
public struct ProductListingDomainLayerDependencies: Sendable {
    let dataLayer: ProductListingDataLayerDependencies

    public init(dataLayer: ProductListingDataLayerDependencies) {
        self.dataLayer = dataLayer
    }

    private func getPage() -> GetProductListingPage {
        GetProductListingPage(repository: dataLayer.getProductCatalogRepository())
    }

    public func getViewProductListingUseCase() -> ViewProductListingUseCase {
        ViewProductListingUseCase(getPage: getPage())
    }

    public func getSortProductListingUseCase() -> SortProductListingUseCase {
        SortProductListingUseCase(getPage: getPage())
    }

    public func getViewProductDetailsUseCase() -> ViewProductDetailsUseCase {
        ViewProductDetailsUseCase(getProduct: GetProductDetails(repository: dataLayer.getProductCatalogRepository()))
    }
}
