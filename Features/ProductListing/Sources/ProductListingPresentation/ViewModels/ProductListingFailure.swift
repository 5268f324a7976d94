import ProductListingDomain

/// Why a ProductListing screen could not show what was asked.
public enum ProductListingFailure: Equatable, Sendable {
    case productNotFound(styleNumber: String)
    case catalogUnavailable
    case couldNotLoad

    init(_ error: any Error) {
        switch error {
        case ProductListingError.productNotFound(let styleNumber): self = .productNotFound(styleNumber: styleNumber)
        case ProductListingError.catalogUnavailable: self = .catalogUnavailable
        default: self = .couldNotLoad
        }
    }
}
