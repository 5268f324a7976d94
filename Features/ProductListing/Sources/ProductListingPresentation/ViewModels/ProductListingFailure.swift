import ProductListingDomain

/// Why a ProductListing screen could not show what was asked.
public enum ProductListingFailure: Equatable, Sendable {
    case productNotFound(styleNumber: String)
    case catalogUnavailable
    case couldNotLoad
    /// A products server gave no usable answer and nothing saved can stand in.
    case serverUnavailable(ProductsServerProblemDomainModel)

    init(_ error: any Error) {
        switch error {
        case ProductsServerError.unavailable(let problem): self = .serverUnavailable(problem)
        case ProductListingError.productNotFound(let styleNumber): self = .productNotFound(styleNumber: styleNumber)
        case ProductListingError.catalogUnavailable: self = .catalogUnavailable
        default: self = .couldNotLoad
        }
    }
}
