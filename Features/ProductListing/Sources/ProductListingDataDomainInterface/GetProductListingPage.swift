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
        try await repository.prepareCatalogForBrowsing(progress: onImportProgress)
        let request = ProductListingRequestMapping.request(query)
        let page = try await repository.getPage(request)
        return ProductListingPageDomainModel(
            products: page.products.map(ProductSummaryRules.summary),
            pagination: PaginationDomainModel(offset: request.offset, limit: request.limit, total: page.total),
            query: query,
            hierarchy: try await hierarchy(of: query.categoryId),
            selectedFilterNames: Self.selectedNames(query.filters, page)
        )
    }

    /// The names of the brands, colours and sizes `filters` select, as read with the page (an id
    /// the catalog lacks shows as itself).
    private static func selectedNames(
        _ filters: ProductListingFiltersDomainModel, _ page: ProductListingPageDataModel
    ) -> [ProductFilterKindDomainModel: [String]] {
        var names: [ProductFilterKindDomainModel: [String]] = [:]
        for kind in [ProductFilterKindDomainModel.brand, .colour, .size] where !filters.ids(kind).isEmpty {
            let byId = page.selectedNames[GetProductListingFacets.kind(kind)] ?? [:]
            names[kind] = filters.ids(kind).map { byId[$0] ?? $0 }
        }
        return names
    }

    /// The names from the top of the navigation down to `categoryId`.
    private func hierarchy(of categoryId: String?) async throws -> [String] {
        guard let categoryId else { return [] }
        let nodes = try await repository.getBrowseValues(.category)
        return ProductCategoryTree.path(to: categoryId, in: nodes).map(\.name)
    }
}
