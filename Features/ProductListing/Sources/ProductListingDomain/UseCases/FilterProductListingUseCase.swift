/// The person narrows the listing (`filter brand=… colour=A,B`), changes a
/// filter or clears them: they see the first page of what is left.
public struct FilterProductListingUseCase: Sendable {
    private let resolveFilters: any ResolveProductFiltersInterface
    private let getPage: any GetProductListingPageInterface

    public init(resolveFilters: any ResolveProductFiltersInterface, getPage: any GetProductListingPageInterface) {
        self.resolveFilters = resolveFilters
        self.getPage = getPage
    }

    public func execute(
        _ changes: [ProductListingFilterChangeDomainModel], in query: ProductListingQueryDomainModel
    ) async throws -> ProductListingPageDomainModel {
        var filtered = query
        filtered.filters = try await resolveFilters.resolve(changes, in: query)
        filtered.offset = 0
        return try await getPage.getPage(filtered, onImportProgress: { _ in })
    }
}
