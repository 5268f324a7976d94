/// The person asks for the listing page they are on again from its source.
public struct RefreshProductListingUseCase: Sendable {
    private let refreshPage: any RefreshProductListingPageInterface

    public init(refreshPage: any RefreshProductListingPageInterface) {
        self.refreshPage = refreshPage
    }

    public func execute(query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        try await refreshPage.refreshPage(query)
    }
}
