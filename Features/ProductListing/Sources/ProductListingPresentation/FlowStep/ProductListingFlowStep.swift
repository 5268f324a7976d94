import Navigation

/// What a person did on a ProductListing screen that may lead elsewhere.
public enum ProductListingFlowStep: FlowStep, Equatable {
    case productTappedFromProductListing(styleNumber: String)
    case categoriesTappedFromProductListing
    case brandsTappedFromProductListing
    case categoryTappedFromProductCategories(categoryId: String)
    case brandTappedFromProductBrands(brandId: String)
}
