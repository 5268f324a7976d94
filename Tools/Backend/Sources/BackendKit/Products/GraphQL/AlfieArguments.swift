import Graphiti

/// `productListing`'s arguments.
struct AlfieProductListingArguments: Codable, Sendable {
    let offset: Int
    let limit: Int
    let categoryId: String?
    let query: String?
    let refine: [AlfieRefineQuery]?
    let sort: AlfieProductListingSort?
}

/// `ProductListingRefineQuery`: a filter type and its values, OR-ed.
struct AlfieRefineQuery: Codable, Sendable {
    let name: AlfieProductFilterType
    let values: [String]
}

/// `product(id:)`'s argument.
struct AlfieProductArguments: Codable, Sendable {
    let id: AlfieID
}

/// `navigation(handle:)`'s argument.
struct AlfieNavigationArguments: Codable, Sendable {
    let handle: String
}

/// `suggestion(query:)`'s argument.
struct AlfieSuggestionArguments: Codable, Sendable {
    let query: String
}

/// What a bad argument value is answered with: a GraphQL error naming the argument.
struct AlfieArgumentError: Error, CustomStringConvertible {
    let description: String
}
