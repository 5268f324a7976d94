import ProductListingDomain

/// Why a ProductListing screen could not show what was asked.
public enum ProductListingFailure: Error, Equatable, Sendable {
    case productNotFound(styleNumber: String)
    case catalogUnavailable
    case couldNotLoad
    /// A products server gave no usable answer and nothing saved can stand in.
    case serverUnavailable(ProductsServerProblemDomainModel)
    case unknownFilterValue(ProductFilterKindDomainModel, name: String)
    case ambiguousFilterValue(ProductFilterKindDomainModel, name: String, matches: [String])
    case invalidPriceRange
    case relevanceNeedsSearch
    case filterCountsUnavailable

    init(_ error: any Error) {
        switch error {
        case ProductsServerError.unavailable(let problem): self = .serverUnavailable(problem)
        case ProductListingError.productNotFound(let styleNumber): self = .productNotFound(styleNumber: styleNumber)
        case ProductListingError.catalogUnavailable: self = .catalogUnavailable
        case ProductListingError.unknownFilterValue(let kind, let name): self = .unknownFilterValue(kind, name: name)
        case ProductListingError.ambiguousFilterValue(let kind, let name, let matches):
            self = .ambiguousFilterValue(kind, name: name, matches: matches)
        case ProductListingError.invalidPriceRange: self = .invalidPriceRange
        case ProductListingError.relevanceNeedsSearch: self = .relevanceNeedsSearch
        case ProductListingError.filterCountsUnavailable: self = .filterCountsUnavailable
        default: self = .couldNotLoad
        }
    }
}
