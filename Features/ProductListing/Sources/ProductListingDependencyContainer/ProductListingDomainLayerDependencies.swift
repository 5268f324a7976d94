import ProductListingDataDomainInterface
import ProductListingDomain

/// Builds the ProductListing feature's use cases on their interface implementations.
public struct ProductListingDomainLayerDependencies: Sendable {
    let dataLayer: ProductListingDataLayerDependencies

    public init(dataLayer: ProductListingDataLayerDependencies) {
        self.dataLayer = dataLayer
    }

    /// Pages from the products server when there is one, else from the catalog on this device.
    func getPage() -> any GetProductListingPageInterface & RefreshProductListingPageInterface {
        if let remote = dataLayer.source.getRemoteProductCatalogRepository() {
            return GetRemoteProductListingPage(
                repository: remote, clock: dataLayer.source.clock, browse: dataLayer.source.getRemoteProductBrowseRepository()
            )
        }
        return GetProductListingPage(repository: dataLayer.getProductCatalogRepository())
    }

    public func getViewProductListingUseCase() -> ViewProductListingUseCase {
        ViewProductListingUseCase(getPage: getPage())
    }

    public func getSortProductListingUseCase() -> SortProductListingUseCase {
        SortProductListingUseCase(getPage: getPage())
    }

    public func getViewProductDetailsUseCase() -> ViewProductDetailsUseCase {
        ViewProductDetailsUseCase(getProduct: getProductDetails())
    }

    /// Details as saved on this device; from a products server, fetched again first when old.
    func getProductDetails() -> any GetProductDetailsInterface {
        let saved = GetProductDetails(repository: dataLayer.getProductCatalogRepository())
        guard let remote = dataLayer.source.getRemoteProductCatalogRepository() else { return saved }
        return GetRemoteProductDetails(repository: remote, details: saved)
    }

    public func getCheckProductsFreshnessUseCase() -> CheckProductsFreshnessUseCase {
        CheckProductsFreshnessUseCase(
            getProductsLastSaved: GetProductsLastSaved(repository: dataLayer.source.getRemoteProductCatalogRepository()))
    }

    public func getRefreshProductListingUseCase() -> RefreshProductListingUseCase {
        RefreshProductListingUseCase(refreshPage: getPage())
    }

    public func getImportProductCatalogFileUseCase() -> ImportProductCatalogFileUseCase {
        ImportProductCatalogFileUseCase(
            importCatalog: ImportProductCatalogFile(
                repository: dataLayer.source.getProductCatalogFileRepository(), file: dataLayer.source.catalogFileShownAs
            ))
    }
}

extension ProductListingDomainLayerDependencies {
    public func getShareProductUseCase() -> ShareProductUseCase {
        ShareProductUseCase(links: ProductWebLinks())
    }

    public func getOpenProductRouteUseCase() -> OpenProductRouteUseCase {
        OpenProductRouteUseCase(getProduct: getProductDetails())
    }
}
