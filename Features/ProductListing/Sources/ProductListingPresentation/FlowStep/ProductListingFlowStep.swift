import Navigation

/// What a person did on a ProductListing screen that may lead elsewhere.
public enum ProductListingFlowStep: FlowStep, Equatable {
    case productTappedFromProductListing(styleNumber: String)
}
