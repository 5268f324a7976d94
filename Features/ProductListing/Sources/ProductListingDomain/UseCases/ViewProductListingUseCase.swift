/// The person looks at a page of the product listing: the first when they
/// arrive, then the next, the previous, or one by number.
public struct ViewProductListingUseCase: Sendable {
    private let getPage: any GetProductListingPageInterface

    public init(getPage: any GetProductListingPageInterface) {
        self.getPage = getPage
    }

    /// `onImportProgress` hears how many products are saved while the catalog is first imported.
    public func execute(
        query: ProductListingQueryDomainModel, onImportProgress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> ProductListingPageDomainModel {
        try await getPage.getPage(query, onImportProgress: onImportProgress)
    }
}
