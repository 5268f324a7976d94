import ProductListingData
import ProductListingDomain

/// Pages of the listing from the saved catalog, imported first when it is not in yet.
public struct GetProductListingPage: GetProductListingPageInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getPage(
        _ query: ProductListingQueryDomainModel, onImportProgress: @escaping @Sendable (Int) -> Void
    ) async throws -> ProductListingPageDomainModel {
        do {
            try await repository.prepareCatalog(progress: onImportProgress)
        } catch is ProductCatalogImportError {
            throw ProductListingError.catalogUnavailable
        }
        let request = ProductListingPageRequest(offset: max(query.offset, 0), limit: max(query.limit, 1), sort: Self.sort(query.sort))
        let page = try await repository.getPage(request)
        return ProductListingPageDomainModel(
            products: page.products.map(ProductSummaryRules.summary),
            pagination: PaginationDomainModel(offset: request.offset, limit: request.limit, total: page.total),
            query: query
        )
    }

    private static func sort(_ sort: ProductListingSortDomainModel) -> ProductListingPageRequest.Sort {
        switch sort {
        case .newest: return .newest
        case .priceAscending: return .priceAscending
        case .priceDescending: return .priceDescending
        case .nameAscending: return .nameAscending
        case .nameDescending: return .nameDescending
        }
    }
}
