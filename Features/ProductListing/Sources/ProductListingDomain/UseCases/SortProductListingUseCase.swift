/// The person changes the listing's order: they see its first page in the new order.
public struct SortProductListingUseCase: Sendable {
    private let getPage: any GetProductListingPageInterface

    public init(getPage: any GetProductListingPageInterface) {
        self.getPage = getPage
    }

    public func execute(sort: ProductListingSortDomainModel, in query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        var sorted = query
        sorted.sort = sort
        sorted.offset = 0
        return try await getPage.getPage(sorted, onImportProgress: { _ in })
    }
}
