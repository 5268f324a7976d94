/// What browsing reads besides pages: facets, the values of each filter and of
/// the navigation, words for suggestions. Call ``prepareCatalog(progress:)`` first.
extension ProductCatalogRepository {
    public func getFacets(_ filters: ProductListingFiltersDataModel) async throws -> ProductFacetsDataModel {
        try await browseDAO.facets(filters)
    }

    public func getBrowseValues(_ kind: ProductBrowseKind) async throws -> [ProductBrowseValueDataModel] {
        try await browseDAO.values(kind)
    }

    public func getSearchTerms(startingWith keyPrefix: String, limit: Int) async throws -> [ProductSearchTermDataModel] {
        try await browseDAO.terms(startingWith: keyPrefix, limit: limit)
    }

    /// The currency of the catalog's prices; `nil` when no catalog is saved.
    public func getCurrencyCode() async throws -> String? {
        try await browseDAO.currencyCode()
    }
}
