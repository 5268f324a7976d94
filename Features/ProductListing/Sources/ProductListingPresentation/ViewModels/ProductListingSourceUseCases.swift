import ProductListingDomain

/// What the listing does with its source beyond reading pages: ask it for the
/// page again (`refresh`), and import the catalog file the app was started with.
public struct ProductListingSourceUseCases: Sendable {
    public let refreshProductListing: RefreshProductListingUseCase?
    public let importProductCatalogFile: ImportProductCatalogFileUseCase?

    public init(
        refreshProductListing: RefreshProductListingUseCase? = nil,
        importProductCatalogFile: ImportProductCatalogFileUseCase? = nil
    ) {
        self.refreshProductListing = refreshProductListing
        self.importProductCatalogFile = importProductCatalogFile
    }
}
