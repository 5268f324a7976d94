import AppCore
import Foundation
import ProductListingData
import ProductListingDomain

/// Pages of the listing from a products server, offline first: a saved page is
/// used while it is recent enough; when the server fails, the saved page is shown
/// and says how old it is; with nothing saved, the server's problem is the answer.
///
/// The pagination is the one the server gave for the page it sent, which is not
/// always the page asked for (Alfie's mock sends its first page for every offset):
/// the page's `query` keeps what was asked, so the two can be told apart.
public struct GetRemoteProductListingPage: GetProductListingPageInterface, RefreshProductListingPageInterface {
    private let repository: RemoteProductCatalogRepository
    private let clock: any AppClock

    public init(repository: RemoteProductCatalogRepository, clock: any AppClock) {
        self.repository = repository
        self.clock = clock
    }

    public func getPage(
        _ query: ProductListingQueryDomainModel, onImportProgress: @escaping @Sendable (Int) -> Void
    ) async throws -> ProductListingPageDomainModel {
        try await page(query, bypassingCache: false)
    }

    public func refreshPage(_ query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        try await page(query, bypassingCache: true)
    }

    private func page(_ query: ProductListingQueryDomainModel, bypassingCache: Bool) async throws -> ProductListingPageDomainModel {
        switch try await repository.syncPage(ProductListingGraphQLVariables.variables(for: query), bypassingCache: bypassingCache) {
        case .fetched(let page), .saved(let page):
            return domainPage(page, query: query, freshness: .current)
        case .unavailable(.cancelled, _):
            throw CancellationError()
        case .unavailable(let error, let saved?):
            let minutesAgo = max(0, Int(clock.now().timeIntervalSince(saved.fetchedAt) / 60))
            return domainPage(
                saved, query: query,
                freshness: .saved(savedAt: saved.fetchedAt, minutesAgo: minutesAgo, problem: ProductsServerProblemDomainModel(error))
            )
        case .unavailable(let error, nil):
            throw ProductsServerError.unavailable(ProductsServerProblemDomainModel(error))
        }
    }

    private func domainPage(
        _ page: SavedProductListingPageDataModel, query: ProductListingQueryDomainModel, freshness: ProductListingFreshnessDomainModel
    ) -> ProductListingPageDomainModel {
        var domainPage = ProductListingPageDomainModel(
            products: page.products.map(ProductSummaryRules.summary),
            pagination: PaginationDomainModel(offset: page.offset, limit: page.limit, total: page.total),
            query: query
        )
        domainPage.freshness = freshness
        return domainPage
    }
}
