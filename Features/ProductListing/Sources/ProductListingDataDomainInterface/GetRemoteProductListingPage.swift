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
    private let browse: RemoteProductBrowseRepository?

    /// `browse` names the selected brands and the listed category when the page does not.
    public init(repository: RemoteProductCatalogRepository, clock: any AppClock, browse: RemoteProductBrowseRepository? = nil) {
        self.repository = repository
        self.clock = clock
        self.browse = browse
    }

    public func getPage(
        _ query: ProductListingQueryDomainModel, onImportProgress: @escaping @Sendable (Int) -> Void
    ) async throws -> ProductListingPageDomainModel {
        try await page(query, bypassingCache: false)
    }

    public func refreshPage(_ query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        try await page(query, bypassingCache: true)
    }

    private func page(_ query: ProductListingQueryDomainModel, bypassingCache: Bool) async throws -> ProductListingPageDomainModel
    {
        let (page, problem) = try await RemoteListingPageSync.page(query, repository: repository, bypassingCache: bypassingCache)
        guard let problem else { return try await domainPage(page, query: query, freshness: .current) }
        let minutesAgo = max(0, Int(clock.now().timeIntervalSince(page.fetchedAt) / 60))
        return try await domainPage(
            page, query: query,
            freshness: .saved(savedAt: page.fetchedAt, minutesAgo: minutesAgo, problem: ProductsServerProblemDomainModel(problem))
        )
    }

    private func domainPage(
        _ page: SavedProductListingPageDataModel, query: ProductListingQueryDomainModel,
        freshness: ProductListingFreshnessDomainModel
    ) async throws -> ProductListingPageDomainModel {
        var domainPage = ProductListingPageDomainModel(
            products: page.products.map(ProductSummaryRules.summary),
            pagination: PaginationDomainModel(offset: page.offset, limit: page.limit, total: page.total),
            query: query,
            hierarchy: try await hierarchy(page, categoryId: query.categoryId),
            selectedFilterNames: try await selectedNames(query.filters, facets: page.filters ?? [])
        )
        domainPage.freshness = freshness
        return domainPage
    }

    /// The listing's place in the navigation: as the server sent it with the page, else
    /// from the saved navigation.
    private func hierarchy(_ page: SavedProductListingPageDataModel, categoryId: String?) async throws -> [String] {
        guard let categoryId else { return [] }
        if !page.hierarchy.isEmpty { return page.hierarchy.map(\.name) }
        guard let navigation = try await browse?.savedNavigation() else { return [] }
        return RemoteNavigationCategories.path(to: categoryId, in: navigation)
    }

    /// The names of the values the filters select: from the page's facets, brands from the
    /// saved brands too; a value neither names shows as typed.
    private func selectedNames(
        _ filters: ProductListingFiltersDomainModel, facets: [RemoteProductFilterDataModel]
    ) async throws -> [ProductFilterKindDomainModel: [String]] {
        var names: [ProductFilterKindDomainModel: [String]] = [:]
        for kind in [ProductFilterKindDomainModel.brand, .colour, .size] where !filters.ids(kind).isEmpty {
            var known = RemoteFilterValues.names(facets, kind: kind)
            if kind == .brand, let brands = try await browse?.savedBrands() {
                for brand in brands { known[brand.slug] = known[brand.slug] ?? brand.name }
            }
            names[kind] = filters.ids(kind).map { known[$0] ?? $0 }
        }
        return names
    }
}
