import ProductListingData
import ProductListingDomain

/// What a products server's brands, navigation or suggestions come to: what it sent
/// now or the copy saved before (offline first), else the server's problem.
enum RemoteBrowseSyncMapping {
    static func value<Value>(_ sync: RemoteBrowseSyncDataModel<Value>) throws -> Value {
        switch sync {
        case .current(let value), .saved(let value, _, _):
            return value
        case .unavailable(.cancelled):
            throw CancellationError()
        case .unavailable(let error):
            throw ProductsServerError.unavailable(ProductsServerProblemDomainModel(error))
        }
    }
}

/// The saved page of a listing from a products server, fetched first when it is
/// missing or old, as the listing shows it.
enum RemoteListingPageSync {
    /// The page for `query` and, when the server failed and an older copy stands in, why.
    static func page(
        _ query: ProductListingQueryDomainModel, repository: RemoteProductCatalogRepository, bypassingCache: Bool = false
    ) async throws -> (page: SavedProductListingPageDataModel, problem: ProductsSourceError?) {
        switch try await repository.syncPage(ProductListingGraphQLVariables.variables(for: query), bypassingCache: bypassingCache)
        {
        case .fetched(let page), .saved(let page):
            return (page, nil)
        case .unavailable(.cancelled, _):
            throw CancellationError()
        case .unavailable(let error, let saved?):
            return (saved, error)
        case .unavailable(let error, nil):
            throw ProductsServerError.unavailable(ProductsServerProblemDomainModel(error))
        }
    }
}
